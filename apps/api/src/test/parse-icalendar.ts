import ICAL from 'ical.js';

/** A feed read back by ical.js, a real iCalendar parser, as a calendar app would read it. */
export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      startIsUtc: event.startDate.zone?.tzid === 'UTC',
      durationSeconds: event.duration.toSeconds(),
      status: component.getFirstPropertyValue('status'),
      dtstamp: component.getFirstPropertyValue('dtstamp')?.toString(),
    };
  });
  const property = (name: string) => calendar.getFirstPropertyValue(name)?.toString() ?? null;
  return { calendar, events, property };
}
