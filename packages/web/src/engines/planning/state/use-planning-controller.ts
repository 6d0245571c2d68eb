import { type CalendarEvent, type PlanningData, formatDate, formatMessage, messages } from '@ossature/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '../../../api/api-client';
import { useNotify } from '../../../ui/notifications';
import { planningApi } from '../planning-api';
import { isMove, movedValues, resizedValues } from './planning-layout';
import { type PlanningQuery, planningParams, readPlanningQuery, writePlanningQuery } from './planning-query';

const text = messages.planning;

/**
 * The planning screen's state and calls (DESIGN pattern 1: the views only render): the span asked for, kept for the
 * tab; the data, an older answer kept on screen while the next span loads; moving and deleting an event.
 */
export function usePlanningController(name: string) {
  const [query, setQuery] = useState<PlanningQuery>(() => readPlanningQuery(name));
  useEffect(() => writePlanningQuery(name, query), [name, query]);
  const params = planningParams(query);
  const result = useQuery({
    queryKey: ['planning', name, params],
    queryFn: ({ signal }) => planningApi.data(name, params, signal),
    placeholderData: keepPreviousData,
  });
  const notify = useNotify();
  const [moving, setMoving] = useState(false);
  const planning: PlanningData | undefined = result.data;

  /**
   * Saves new dates over the version shown; a change made meanwhile by someone else is refused (409) and told. The
   * outcome is told once the planning shows it: a card taken again from the keyboard before the reload lands would be
   * re-drawn under the drag, which drops it.
   */
  const save = useCallback(
    async (event: CalendarEvent, values: Record<string, string>, done: string) => {
      setMoving(true);
      let outcome: { message: string; severity: 'success' | 'error' };
      try {
        await planningApi.move(event.form, event.object_id, event.version, values);
        outcome = { message: done, severity: 'success' };
      } catch (error) {
        const conflict = error instanceof ApiRequestError && error.status === 409;
        const reason = error instanceof Error ? error.message : String(error);
        outcome = { message: conflict ? text.moveConflict : formatMessage(text.moveRefused, { reason }), severity: 'error' };
      }
      await result.refetch();
      setMoving(false);
      notify(outcome);
    },
    [notify, result],
  );

  const move = useCallback(
    async (event: CalendarEvent, targetDate: string, targetHour?: number) => {
      if (!planning || !isMove(event, targetDate, targetHour)) return;
      const { configuration } = planning;
      const values = movedValues(event, { start: configuration.start_field, end: configuration.end_field, timed: configuration.timed }, targetDate, targetHour);
      await save(event, values, formatMessage(text.moved, { date: formatDate('date', targetDate) }));
    },
    [planning, save],
  );

  const resize = useCallback(
    async (event: CalendarEvent, targetDate: string, targetHour?: number) => {
      if (!planning) return;
      const values = resizedValues(event, { end: planning.configuration.end_field, timed: planning.configuration.timed }, targetDate, targetHour);
      if (values) await save(event, values, text.resized);
    },
    [planning, save],
  );

  const remove = useCallback(
    async (event: CalendarEvent) => {
      let outcome: { message: string; severity: 'success' | 'error' };
      try {
        await planningApi.remove(event.form, event.object_id);
        outcome = { message: text.deleted, severity: 'success' };
      } catch (error) {
        outcome = { message: error instanceof Error ? error.message : String(error), severity: 'error' };
      }
      await result.refetch();
      notify(outcome);
    },
    [notify, result],
  );

  return {
    query,
    planning,
    loading: result.isFetching || moving,
    error: result.error,
    reload: () => void result.refetch(),
    /** Another scale keeps the span looked at: today when it is in view, else the span's first day. */
    setScale: (scale: PlanningQuery['scale']) =>
      setQuery((current) => ({ ...current, scale, start: planning ? (planning.days.find((day) => day.isToday)?.date ?? planning.configuration.start) : current.start })),
    goTo: (start: string | null) => setQuery((current) => ({ ...current, start })),
    /** A scale at a date: a month's day opens that day. */
    show: (scale: PlanningQuery['scale'], start: string) => setQuery((current) => ({ ...current, scale, start })),
    setFilter: (field: string, value: string) => setQuery((current) => ({ ...current, filters: { ...current.filters, [field]: value } })),
    clearFilters: () => setQuery((current) => ({ ...current, filters: {} })),
    move,
    resize,
    remove,
  };
}

export type PlanningController = ReturnType<typeof usePlanningController>;
