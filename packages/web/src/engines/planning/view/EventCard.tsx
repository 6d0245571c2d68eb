import { type CalendarEvent, clockOfHours, formatMessage, messages } from '@ossature/contract';
import { useDraggable } from '@dnd-kit/core';
import { Avatar, Box, Typography, styled } from '@mui/material';
import { visuallyHidden } from '../../../ui/visually-hidden';
import type { CSSProperties, MouseEvent } from 'react';
import { contrastTextOn } from '../../../ui/contrast-text';
import { eventLink } from '../planning-api';

const text = messages.planning;

/** A card's look common to every card: a month holds thousands, so it is one class, not a style per card. */
const CardRoot = styled('div')(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
  fontSize: 12,
  lineHeight: 1.3,
  boxShadow: theme.shadows[1],
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
}));
/** SPEC §9: at most 3 avatars on a card. */
const MAX_AVATARS = 3;

const initials = (person: { first_name: string; surname: string }) => `${person.first_name.charAt(0)}${person.surname.charAt(0)}`.toUpperCase();

/** The second line of a card: its subtitle, else what it belongs to. */
const secondLine = (event: CalendarEvent) => event.subtitle || event.object_linked;
/**
 * A one-line card shows what it is and whom it is of (a month cell of absences: who is away); on the line of its item
 * (the grouped mode), where that goes without saying, its subtitle.
 */
const compactLine = (event: CalendarEvent, onItemLine: boolean) => (onItemLine ? event.subtitle : event.object_linked || event.subtitle);

/**
 * What a card tells a screen reader beyond what it shows (its name is its text, so that it holds what is seen): the
 * second line when the card is too small for it, the hours, who it concerns.
 */
function hiddenDetails(event: CalendarEvent, compact: boolean, onItemLine: boolean): string {
  const hours = event.startTime === null ? text.fullDay : `${clockOfHours(event.startTime)} – ${clockOfHours(event.endTime ?? 24)}`;
  const people = event.employees.map((person) => `${person.first_name} ${person.surname}`).join(', ');
  const unseen = compact ? [compactLine(event, onItemLine) === event.subtitle ? '' : event.subtitle, hours] : [hours, people || event.object_linked];
  return ['', ...unseen].filter((part, index) => index === 0 || part).join(' · ');
}

interface EventCardProps {
  event: CalendarEvent;
  /** Where the card is drawn (a day column, a month cell…): a card is dragged from one place at a time. */
  place: string;
  draggable: boolean;
  compact?: boolean;
  /** Drawn on its item's line (the grouped mode): the item is not repeated on the card. */
  onItemLine?: boolean;
  style?: CSSProperties;
  onOpen(event: CalendarEvent, anchor: HTMLElement): void;
}

/**
 * An event card in its colour: title, subtitle, up to three avatars. A click or Enter opens its detail; with the
 * right to change the record it can be dragged (pointer, or Space and the arrows) to another day or hour.
 */
export function EventCard({ event, place, draggable, compact = false, onItemLine = false, style, onOpen }: EventCardProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `${place}|${event.object_id}`, data: { event }, disabled: !draggable });
  const color = contrastTextOn(event.color);
  const shown = event.employees.slice(0, MAX_AVATARS);
  // SPEC §2: a card links to its record's page in a new tab — what a Ctrl/⌘ or middle click does; a click opens its detail.
  const open = (click: MouseEvent<HTMLElement>) => {
    if (click.ctrlKey || click.metaKey) window.open(eventLink(event.object_name, event.object_id), '_blank', 'noopener');
    else onOpen(event, click.currentTarget);
  };
  return (
    <CardRoot
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={0}
      // dnd-kit marks a card it may not drag as disabled: it still opens its detail.
      aria-disabled={undefined}
      aria-roledescription={draggable ? text.draggableEvent : undefined}
      data-event-id={event.object_id}
      onClick={open}
      onAuxClick={(click) => {
        if (click.button === 1) window.open(eventLink(event.object_name, event.object_id), '_blank', 'noopener');
      }}
      onKeyDown={(keyEvent) => {
        // Enter opens the detail (not while the card is carried: Enter then puts it down); Space carries a card that
        // may move, and opens one that may not, as a button does.
        if ((keyEvent.key === 'Enter' && !isDragging) || (keyEvent.key === ' ' && !draggable)) {
          keyEvent.preventDefault();
          onOpen(event, keyEvent.currentTarget);
        } else listeners?.onKeyDown?.(keyEvent);
      }}
      // What varies per card is inline; the rest is one class shared by every card.
      style={{ background: event.color, color, padding: compact ? '0 4px' : '2px 4px', cursor: draggable ? 'grab' : 'pointer', opacity: isDragging ? 0.5 : 1, ...style }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <span style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 1 }}>
          {event.title}
          {compact && compactLine(event, onItemLine) && (
            <span style={{ fontWeight: 400 }}>
              {' '}
              {compactLine(event, onItemLine)}
            </span>
          )}
        </span>
        {!compact && shown.length > 0 && (
          <Box aria-hidden sx={{ display: 'flex', alignItems: 'center' }}>
            {shown.map((person, index) => (
              <Avatar key={index} sx={{ width: 18, height: 18, fontSize: 9, ml: index > 0 ? -0.5 : 0, bgcolor: 'grey.800', color: 'common.white', border: 1, borderColor: 'common.white' }}>
                {initials(person)}
              </Avatar>
            ))}
            {event.employees.length > MAX_AVATARS && (
              <Typography component="span" sx={{ fontSize: 10, ml: 0.25 }}>
                +{event.employees.length - MAX_AVATARS}
              </Typography>
            )}
          </Box>
        )}
      </div>
      {!compact && secondLine(event) && (
        <span style={{ fontSize: 11, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {/* A space between the two lines: the card's text reads 'Formation Validée', as its name says. */}{' '}
          {secondLine(event)}
        </span>
      )}
      {/* Last, so that the card's name reads as its text, then these details. */}
      <span style={visuallyHidden}>{hiddenDetails(event, compact, onItemLine)}</span>
    </CardRoot>
  );
}

export const moreEvents = (count: number) => formatMessage(count === 1 ? text.oneMoreEvent : text.moreEvents, { count });
