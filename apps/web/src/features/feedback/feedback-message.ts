/** The spec's success message, shown by the header's dialog and by the /feedback page alike. */
export const FEEDBACK_THANKS = 'Thank you for your feedback!';
