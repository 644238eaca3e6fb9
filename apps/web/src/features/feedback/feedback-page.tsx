// Scaffold: the /feedback page arrives with the feedback work.
export function FeedbackPage() {
  return null;
}
