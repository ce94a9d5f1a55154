// The one phone rule the worker checks every contact message with (and the form's hint names).
import { describe, expect, it } from 'vitest';
import { normalizePhone } from './rules.ts';

describe('normalizePhone', () => {
  it.each([
    ['+994 51 222 33 44', '+994512223344'],
    ['050 123 45 67', '+994501234567'],
    ['050-123-45-67', '+994501234567'],
    ['(012) 404-50-60', '+994124045060'],
    ['994 55 111 22 33', '+994551112233'],
    ['00994 70 111 22 33', '+994701112233'],
    ['55 111 22 33', '+994551112233'],
    ['+994501234567', '+994501234567'],
    ['+7 495 123-45-67', '+74951234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('takes %j as %s', (typed, sent) => {
    expect(normalizePhone(typed)).toBe(sent);
  });

  it.each([
    ['letters', '+99450abc4567'],
    ['too few digits', '12345'],
    ['an Azerbaijani number one digit short', '050 123 45 6'],
    ['an Azerbaijani number one digit long', '+994 50 123 45 678'],
    ['a foreign number without its country code', '(555) 123-4567'],
    ['more than 15 digits', '+1234567890123456'],
    ['a plus in the middle', '050+1234567'],
    ['a line break', '050\n1234567'],
    ['a zero after the plus', '+0501234567'],
    ['an empty value', ''],
  ])('refuses %s (%j)', (_what, typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });
});
