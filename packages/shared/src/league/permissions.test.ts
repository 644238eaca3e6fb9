import { describe, expect, it } from 'vitest';
import {
  ACCESS_DENIED_MESSAGE,
  canAccessAdmin,
  canCancelProposal,
  canChangeAccount,
  canDeleteUser,
  canManageLeague,
  canMakeAdmin,
  canRegisterForLeague,
  canRespondToProposal,
  canResetPassword,
  isAdmin,
  isOwner,
} from './permissions';

const owner = { id: 1, user_type: 'owner' };
const admin = { id: 2, user_type: 'admin' };
const player = { id: 3, user_type: 'player' };
const other = { id: 4, user_type: 'player' };
const users = { owner, admin, player } as const;

describe('isAdmin, isOwner and canAccessAdmin', () => {
  it.each([
    ['owner', owner, true, true],
    ['admin', admin, true, false],
    ['player', player, false, false],
    ['an unknown type', { id: 5, user_type: 'superuser' }, false, false],
    ['no type', { id: 5 }, false, false],
    ['anonymous', null, false, false],
  ])('%s: admin %s, owner %s', (_name, user, admin_, owner_) => {
    expect(isAdmin(user)).toBe(admin_);
    expect(canAccessAdmin(user)).toBe(admin_);
    expect(isOwner(user)).toBe(owner_);
  });

  it('has the access-denied words', () => {
    expect(ACCESS_DENIED_MESSAGE).toBe('Access denied. You are not an admin.');
  });
});

describe('user actions: every actor against every target', () => {
  const expectations: [
    keyof typeof users,
    keyof typeof users,
    { makeAdmin: boolean; remove: boolean; reset: boolean },
  ][] = [
    ['owner', 'owner', { makeAdmin: false, remove: false, reset: true }],
    ['owner', 'admin', { makeAdmin: false, remove: true, reset: true }],
    ['owner', 'player', { makeAdmin: true, remove: true, reset: true }],
    ['admin', 'owner', { makeAdmin: false, remove: false, reset: false }],
    ['admin', 'admin', { makeAdmin: false, remove: true, reset: false }],
    ['admin', 'player', { makeAdmin: true, remove: true, reset: false }],
    ['player', 'owner', { makeAdmin: false, remove: false, reset: false }],
    ['player', 'admin', { makeAdmin: false, remove: false, reset: false }],
    ['player', 'player', { makeAdmin: false, remove: false, reset: false }],
  ];

  it.each(expectations)('%s acting on %s', (actor, target, allowed) => {
    expect(canMakeAdmin(users[actor], users[target])).toBe(allowed.makeAdmin);
    expect(canDeleteUser(users[actor], users[target])).toBe(allowed.remove);
    expect(canResetPassword(users[actor])).toBe(allowed.reset);
  });

  it('allows nothing to anonymous visitors or on missing targets', () => {
    expect(canMakeAdmin(null, player)).toBe(false);
    expect(canDeleteUser(undefined, player)).toBe(false);
    expect(canResetPassword(null)).toBe(false);
    expect(canMakeAdmin(admin, null)).toBe(false);
    expect(canDeleteUser(admin, undefined)).toBe(false);
  });
});

describe('canChangeAccount: may the actor change what belongs to the target account (its players)', () => {
  const otherAdmin = { id: 5, user_type: 'admin' };
  const otherOwner = { id: 6, user_type: 'owner' };

  it.each([
    ['a player, their own account', player, player, true],
    ['an admin, their own account', admin, admin, true],
    ['the owner, their own account', owner, owner, true],
    ["a player, another player's account", player, other, false],
    ["a player, an admin's account", player, admin, false],
    ["a player, the owner's account", player, owner, false],
    ["an admin, a plain player's account", admin, player, true],
    ["an admin, another admin's account", admin, otherAdmin, false],
    ["an admin, the owner's account", admin, owner, false],
    ["the owner, a plain player's account", owner, player, true],
    ["the owner, an admin's account", owner, admin, false],
    ["an owner, another owner's account", owner, otherOwner, false],
    ['an admin, an account of unknown type', admin, { id: 7, user_type: 'superuser' }, false],
    ['an admin, an account without a type', admin, { id: 7 }, false],
    ['the same account with its id as text', { id: '3', user_type: 'player' }, player, true],
    ['anonymous, a player', null, player, false],
    ['an actor without an id, a player', { user_type: 'admin' }, player, false],
    ['an admin, no account', admin, undefined, false],
  ])('%s: %s', (_name, actor, target, allowed) => {
    expect(canChangeAccount(actor, target)).toBe(allowed);
  });

  it('is what Make Admin builds on: an admin may promote exactly the accounts they may change, but themselves', () => {
    const accounts = [owner, admin, player, other, otherAdmin, otherOwner];
    for (const actor of accounts) {
      for (const target of accounts) {
        const expected = isAdmin(actor) && canChangeAccount(actor, target) && actor.id !== target.id;
        expect(canMakeAdmin(actor, target), `${actor.user_type} ${actor.id} -> ${target.id}`).toBe(expected);
      }
    }
  });
});

describe('proposal actions', () => {
  const proposal = { status: 'pending', proposer_player_id: 10, opponent_player_id: 20 };

  it.each([
    ['the recipient', 20, 'pending', true, false],
    ['the recipient, id as text', '20', 'pending', true, false],
    ['the sender', 10, 'pending', false, true],
    ['someone else', 30, 'pending', false, false],
    ['nobody', null, 'pending', false, false],
    ['the recipient of an accepted proposal', 20, 'accepted', false, false],
    ['the sender of a declined proposal', 10, 'declined', false, false],
    ['the sender of a canceled proposal', 10, 'canceled', false, false],
  ])('%s (%s, %s): respond %s, cancel %s', (_name, viewer, status, respond, cancel) => {
    expect(canRespondToProposal(viewer, { ...proposal, status })).toBe(respond);
    expect(canCancelProposal(viewer, { ...proposal, status })).toBe(cancel);
  });
});

describe('canRegisterForLeague', () => {
  const mine = { user_id: 3, primary_player: true };
  const open = { league_status: 'registration_open' };

  it.each([
    ['own primary player in an open league', player, mine, open, true],
    ['a player who is not primary', player, { ...mine, primary_player: false }, open, false],
    ["someone else's player", other, mine, open, false],
    ['a league not open for registration', player, mine, { league_status: 'active' }, false],
    ['anonymous', null, mine, open, false],
  ])('%s: %s', (_name, user, playerRow, league, allowed) => {
    expect(canRegisterForLeague(user, playerRow, league)).toBe(allowed);
  });
});

describe('canManageLeague', () => {
  const privateLeague = { organizer_user_id: player.id };
  const clubLeague = { organizer_user_id: null };
  it.each([
    ['the owner, a club league', owner, clubLeague, true],
    ["an admin, someone else's private league", admin, privateLeague, true],
    ['the organizer, their own league', player, privateLeague, true],
    ['the organizer, with the id as text', { id: '3', user_type: 'player' }, privateLeague, true],
    ['another player, a private league', other, privateLeague, false],
    ['a player, a club league', player, clubLeague, false],
    ['a player, a league without the field', player, {}, false],
    ['anonymous, a private league', null, privateLeague, false],
    ['a user without an id, a league without an organizer', { user_type: 'player' }, {}, false],
    ['an admin, no league', admin, null, false],
  ])('%s: %s', (_name, user, league, expected) => {
    expect(canManageLeague(user, league)).toBe(expected);
  });
});
