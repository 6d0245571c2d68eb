import { type CollisionDetection, type KeyboardCoordinateGetter, closestCenter, pointerWithin } from '@dnd-kit/core';

const DIRECTIONS: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

/**
 * From the keyboard, an arrow moves a dragged card to the nearest day (or hour) in that direction — the next cell, not
 * 25 pixels: days and hours are cells of very different sizes.
 */
export const nextCellCoordinates: KeyboardCoordinateGetter = (event, { context: { collisionRect, droppableRects, droppableContainers } }) => {
  const direction = DIRECTIONS[event.code];
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const [dx, dy] = direction;
  const centre = { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 };
  let best: { left: number; top: number; width: number; height: number } | null = null;
  let bestScore = Infinity;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
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
  return hits.length > 0 ? hits : closestCenter(args);
};
