import { describe, expect, it } from 'vitest';
import { contrastTextOn } from '../src/ui/contrast-text';

describe('text on an option’s colour', () => {
  it('is black on a light colour, white on a dark one', () => {
    expect(contrastTextOn('#5cb85c')).toBe('#000');
    expect(contrastTextOn('#0b5cad')).toBe('#fff');
  });

  it('is white on a colour MUI cannot measure', () => {
    expect(contrastTextOn('vert')).toBe('#fff');
  });
});
