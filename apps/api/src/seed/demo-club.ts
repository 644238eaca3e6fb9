/** A small fictional club: enough people and variety to try every screen. Data only, no I/O. */

export const DEMO_PASSWORD = 'courtside-demo';

export const demoStaff = [
  { email: 'owner@courtside.test', firstname: 'Olivia', lastname: 'Owens', userType: 'owner' as const },
  { email: 'admin@courtside.test', firstname: 'Adam', lastname: 'Adler', userType: 'admin' as const },
];

const firstNames = {
  Mens: [
    'James',
    'Luis',
    'Noah',
    'Kenji',
    'Marcus',
    'Ethan',
    'Ravi',
    'Tomasz',
    'Daniel',
    'Omar',
    'Felix',
    'Hugo',
    'Isaac',
    'Mateo',
    'Samuel',
  ],
  Ladies: [
    'Ava',
    'Sofia',
    'Mia',
    'Priya',
    'Chloe',
    'Grace',
    'Yuki',
    'Elena',
    'Hannah',
    'Zara',
    'Lucia',
    'Nora',
    'Amara',
    'Ingrid',
    'Leah',
  ],
};
const lastNames = [
  'Nguyen',
  'Garcia',
  'Smith',
  'Okafor',
  'Kowalski',
  'Tanaka',
  'Patel',
  'Rossi',
  'Murphy',
  'Silva',
  'Johansson',
  'Haddad',
  'Fischer',
  'Moreau',
  'Kim',
];
const streets = ['Baseline Rd', 'Deuce Ct', 'Volley Ave', 'Court St', 'Lob Ln'];
const bios = [
  'Weekend player who loves long rallies.',
  'Back on court after a few years off; looking for friendly matches.',
  'Serve-and-volley fan. Evenings work best for me.',
  'Competitive but fair. Happy to play early mornings.',
  '',
];

/** Same club every run, so screenshots and bug reports can name the same people. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export function demoPlayers(count = 30) {
  const random = seededRandom(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const gender = index % 2 === 0 ? ('Mens' as const) : ('Ladies' as const);
    const firstname = firstNames[gender][Math.floor(index / 2) % firstNames[gender].length]!;
    const lastname = lastNames[index % lastNames.length]!;
    const year = 1965 + Math.floor(random() * 40);
    const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
    return {
      email: `${firstname}.${lastname}.${index + 1}@courtside.test`.toLowerCase(),
      firstname,
      lastname,
      gender,
      rating: 2.5 + 0.5 * Math.floor(random() * 8),
      birthdate: `${year}-${month}-${day}`,
      phoneNumber: `(555) ${String(100 + index).padStart(3, '0')}-${String(1000 + index * 37).slice(0, 4)}`,
      address: `${10 + index} ${pick(streets)}, Springfield`,
      bio: pick(bios),
    };
  });
}

export const demoInviteCodes = [
  { code: 'WELCOME-2026', maxUses: 50, expiresInDays: 90 },
  { code: 'FRIEND-PASS', maxUses: 1, expiresInDays: null },
  { code: 'SPRING-LADDER', maxUses: 20, expiresInDays: 30 },
];
