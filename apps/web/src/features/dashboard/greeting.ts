import type { UserDto } from '@courtside/shared/schemas/users';

/** Spec: the first name, else the part of the email before the @, else 'there'. */
export function greetingName(user: Pick<UserDto, 'firstname' | 'email'>): string {
  const firstName = user.firstname?.trim();
  if (firstName) return firstName;
  const localPart = user.email.split('@')[0]?.trim();
  if (localPart) return localPart;
  return 'there';
}

export function greetingText(name: string, firstVisit: boolean): string {
  return firstVisit ? `Welcome, ${name}!` : `Welcome back, ${name}!`;
}

// The flag is per user so that two people sharing a browser each get their own first welcome.
function visitedKey(userId: number): string {
  return `courtside:dashboard-visited:${userId}`;
}

export function hasVisitedDashboard(userId: number): boolean {
  try {
    return window.localStorage.getItem(visitedKey(userId)) !== null;
  } catch {
    // Storage can be blocked (private mode, policies); treating every visit as a return visit is the calm default.
    return true;
  }
}

export function markDashboardVisited(userId: number): void {
  try {
    window.localStorage.setItem(visitedKey(userId), new Date().toISOString());
  } catch {
    // See hasVisitedDashboard: nothing useful to do without storage.
  }
}
