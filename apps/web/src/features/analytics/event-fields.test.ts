import { describe, expect, it } from 'vitest';
import { eventAsJson, eventFields, eventUserLabel } from './event-fields';
import { makeEvent } from './test-data';

describe('eventUserLabel', () => {
  it("names the user by email, by id when the account is gone, else 'Anonymous'", () => {
    expect(eventUserLabel(makeEvent(1))).toBe('serena@example.com');
    expect(eventUserLabel(makeEvent(1, { user_email: null }))).toBe('User 7');
    expect(eventUserLabel(makeEvent(1, { user_id: null, user_email: null }))).toBe('Anonymous');
  });
});

describe('eventFields', () => {
  it('lists every field, copying raw values and pretty-printed metadata', () => {
    const event = makeEvent(3, { metadata: { league_id: 4, note: 'hi' } });
    const fields = eventFields(event);
    expect(fields.map((field) => field.label)).toEqual([
      'ID',
      'Type',
      'Tag',
      'Page',
      'User ID',
      'User Email',
      'Time',
      'Metadata',
    ]);
    expect(fields.find((field) => field.label === 'Time')?.copy).toBe(event.timestamp);
    expect(fields.find((field) => field.label === 'Metadata')?.copy).toBe('{\n  "league_id": 4,\n  "note": "hi"\n}');
  });

  it('offers no copy for what is missing', () => {
    const fields = eventFields(makeEvent(3, { page: '', user_id: null, user_email: null, metadata: {} }));
    const copyOf = (label: string) => fields.find((field) => field.label === label)?.copy;
    expect(['Page', 'User ID', 'User Email', 'Metadata'].map(copyOf)).toEqual([null, null, null, null]);
    expect(fields.find((field) => field.label === 'User Email')?.display).toBe('Anonymous');
  });

  it('copies the whole event as JSON that reads back the same', () => {
    const event = makeEvent(5, { metadata: { a: true } });
    expect(JSON.parse(eventAsJson(event))).toEqual(event);
  });
});
