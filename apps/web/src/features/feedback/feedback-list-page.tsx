// Scaffold: the /admin/feedback table arrives with the feedback work.
export function FeedbackListPage() {
  return null;
}
