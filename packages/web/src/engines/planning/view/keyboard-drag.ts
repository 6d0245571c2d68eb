import { type CollisionDetection, type KeyboardCoordinateGetter, closestCenter, pointerWithin } from '@dnd-kit/core';

/**
 * Whether a cell is on screen: hours scrolled out of the hour grid keep their place in dnd-kit's measures, right under
 * the row of full-day events, and must not catch a card moved there.
 */
function isShown(node: HTMLElement | null): boolean {
  if (!node) return false;
  const scroller = node.closest<HTMLElement>('[data-planning-scroll]');
  if (!scroller) return true;
  const cell = node.getBoundingClientRect();
  const area = scroller.getBoundingClientRect();
  return cell.bottom > area.top && cell.top < area.bottom;
}

const DIRECTIONS: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

/**
 * From the keyboard, an arrow moves a dragged card to the nearest day (or hour) in that direction — the next cell, not
 * 25 pixels: days and hours are cells of very different sizes.
 */
export const nextCellCoordinates: KeyboardCoordinateGetter = (event, { context: { collisionRect, droppableRects, droppableContainers, over } }) => {
  const direction = DIRECTIONS[event.code];
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const [dx, dy] = direction;
  const centre = { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 };
  let best: { left: number; top: number; width: number; height: number } | null = null;
  let bestScore = Infinity;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    // The cell the card is over is where it is, even if the card sits off its centre.
    if (!rect || container.id === over?.id || !isShown(container.node.current)) continue;
    const along = (rect.left + rect.width / 2 - centre.x) * dx + (rect.top + rect.height / 2 - centre.y) * dy;
    const across = Math.abs((rect.left + rect.width / 2 - centre.x) * dy) + Math.abs((rect.top + rect.height / 2 - centre.y) * dx);
    if (along <= 2) continue;
    const score = along + 3 * across;
    if (score < bestScore) {
      bestScore = score;
      best = rect;
    }
  }
  if (!best) return undefined;
  return { x: best.left + best.width / 2 - collisionRect.width / 2, y: best.top + best.height / 2 - collisionRect.height / 2 };
};

/** Under the pointer when there is one; the nearest cell when the keyboard drives. */
export const cellUnderCard: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((container) => isShown(container.node.current)) });
};
