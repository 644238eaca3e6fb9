/** The dashboard's texts from the spec's error catalogue (accounts-and-admin section 8) and its empty states. */
export const ANALYTICS_LOAD_FAILED = 'Failed to load analytics data';
export const HEALTH_LOAD_FAILED = 'Failed to load system health data';
export const NO_EVENTS_IN_PERIOD = 'No events in this period.';
export const NO_EVENTS_YET = 'No events yet.';
