// Scaffold: the Analytics Dashboard arrives with the analytics work.
export function AnalyticsDashboardPage() {
  return null;
}
