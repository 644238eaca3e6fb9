import type { Database } from '../client';
import { insertInviteCode } from './invite-codes';
import { insertPlayer } from './players';
import { findUserByEmail, insertUser } from './users';

interface DemoClub {
  staff: { email: string; firstname: string; lastname: string; userType: 'owner' | 'admin' }[];
  players: {
    email: string;
    firstname: string;
    lastname: string;
    gender: 'Mens' | 'Ladies';
    rating: number;
    birthdate: string;
    age: number;
    phoneNumber: string;
    address: string;
    bio: string;
  }[];
  inviteCodes: { code: string; maxUses: number; expiresAt: Date | null }[];
  passwordHash: string;
}

/** All or nothing, and only once: the owner's email marks a database that already has the club. */
export async function seedDemoClub(db: Database, club: DemoClub): Promise<'seeded' | 'already-seeded'> {
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, club.staff[0]!.email)) return 'already-seeded';
    for (const person of club.staff) {
      const user = await insertUser(tx, { ...person, passwordHash: club.passwordHash, verified: true });
      await insertPlayer(tx, {
        userId: user.id,
        primaryPlayer: true,
        firstName: person.firstname,
        lastName: person.lastname,
      });
    }
    for (const person of club.players) {
      const user = await insertUser(tx, {
        email: person.email,
        firstname: person.firstname,
        lastname: person.lastname,
        passwordHash: club.passwordHash,
        userType: 'player',
        verified: true,
      });
      await insertPlayer(tx, {
        userId: user.id,
        primaryPlayer: true,
        firstName: person.firstname,
        lastName: person.lastname,
        gender: person.gender,
        rating: person.rating,
        birthdate: person.birthdate,
        age: person.age,
        phoneNumber: person.phoneNumber,
        address: person.address,
        bio: person.bio || null,
      });
    }
    for (const code of club.inviteCodes) await insertInviteCode(tx, code);
    return 'seeded';
  });
}
