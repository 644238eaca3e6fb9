import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DAY_MS, parseDay } from '@courtside/shared/availability/civil-date';
import { resolveTimeZone } from '@courtside/shared/availability/zone-offsets';
import { isActiveLeagueStatus } from '@courtside/shared/league/league-status';
import {
  AVAILABILITY_MESSAGES,
  MAX_LIVE_SLOTS,
  MAX_OVERLAPS_PER_OPPONENT,
  MAX_STORED_SLOTS,
  availabilityIdQuery,
  availabilityLeagueQuery,
  availabilityListQuery,
  availabilitySlotInput,
  availabilityListResponse,
  createAvailabilityRequest,
  createAvailabilityResponse,
  leagueAvailabilityResponse,
  overlapsResponse,
  updateAvailabilityRequest,
  updateAvailabilityResponse,
} from '@courtside/shared/schemas/availability';
import { REQUIRED_MARKER, errorResponse, successResponse } from '@courtside/shared/schemas/common';
import type { Database } from '../db/client';
import {
  countSlots,
  deleteOwnSlot,
  findSlotById,
  insertSlots,
  lastOccurrenceEndOf,
  listSlotsOfUser,
  lockLeaguesForShare,
  lockPlayersForSlots,
  updateOwnSlot,
  type AvailabilitySlotColumns,
} from '../db/queries/availability';
import { changeOne } from '../db/queries/conditional-change';
import { findDivisionById, listPlacements, listRoster } from '../db/queries/divisions';
import { toAvailabilitySlotDto, toOpponentSlotDto } from '../dto/availability';
import { reserveAvailabilityWrite } from '../lib/availability-write-limit';
import { divisionOf, endOfPlay, sharedTimesWith, slotsOfEntries } from '../lib/opponent-overlaps';
import { AppError, badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { requireUser, type SessionUser } from '../lib/session';
import { describeValidationIssues } from '../plugins/error-handler';
import { NOT_REGISTERED, managesLeague, requireLeagueAccess } from './league-access';

const tags = ['availability'];
const SLOT_NOT_FOUND = 'Availability not found.';
const NOT_YOURS = 'You can only change your own availability.';
const NOT_YOUR_DIVISION = 'This is not your division in this league.';
const DIVISION_NOT_FOUND = 'Division not found.';
const NOT_IN_PLAY = 'Availability can be added only while the league is active, in progress or in playoffs.';
const OUT_OF_RANGE = 'Times must be between 2000-01-01 and 2999-12-31.';
const LIVE_SLOTS_FULL = `You already have ${MAX_LIVE_SLOTS} availability slots in this league that have not ended, the most allowed. Please delete some before adding more.`;
const STORED_SLOTS_FULL = `You already have ${MAX_STORED_SLOTS} availability slots in this league, past ones included, the most allowed. Please delete some before adding more.`;
const EARLIEST_MS = Date.UTC(2000, 0, 1);
const LATEST_MS = Date.UTC(3000, 0, 1);

const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
/** A write can also be refused for coming too often (ADR 059). */
const writeRefusals = { ...refusals, 429: errorResponse };
/** A bulk request that created nothing still says how many failed and why. */
const createRefusal = errorResponse.extend({
  created: z.number().int().optional(),
  failed: z.number().int().optional(),
  errors: z.array(z.string()).optional(),
});

type SlotFields = z.output<typeof availabilitySlotInput>;
type Issue = z.core.$ZodIssue;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * One message for a refused slot, as the error handler words schema failures. A time field that is absent
 * counts as missing ('Missing required parameters: …'): the shared date-time schema words every failure
 * 'must be an ISO date-time', absent or not.
 */
function describeIssues(issues: readonly Issue[], input: unknown, context: string): string {
  return describeValidationIssues(
    issues.map((issue) => ({
      instancePath: `/${issue.path.map(String).join('/')}`,
      message: issue.code === 'invalid_type' && valueAt(input, issue.path) == null ? REQUIRED_MARKER : issue.message,
    })),
    context,
  );
}

/**
 * Validates a body with the schema `schemaOf` picks for it. A zod union refuses as a whole ('Invalid input'),
 * so POST chooses the single or bulk form by the `slots` key and reports that form's own problems.
 */
function validateBodyWith(schemaOf: (body: unknown) => z.ZodType) {
  return () => (body: unknown) => {
    const result = schemaOf(body).safeParse(body);
    if (result.success) return { value: result.data };
    return { error: badRequest(describeIssues(result.error.issues, body, 'body')) };
  };
}

const bulkRequest = createAvailabilityRequest.options[1];
const isBulk = (body: unknown) => typeof body === 'object' && body !== null && 'slots' in body;

/** The caller in a league: the league (if they may see it), their player there, and their placement. */
async function playContext(db: Database, leagueId: number, actor: SessionUser) {
  const { league, playerId, entryPlayerId, placement } = await requireLeagueAccess(db, leagueId, actor);
  // A doubles partner's slots are their own (ADR 078), but they meet opponents as their pair's entry.
  const player = playerId === null ? undefined : { id: playerId, entryId: entryPlayerId ?? playerId };
  return { league, player, placement };
}
type PlayContext = Awaited<ReturnType<typeof playContext>>;

/**
 * The span in which a doubles pair's shared free time is worked out for the league availability read: the whole
 * of play, with a day either side for the zones, so every week the calendar can show is covered.
 */
function playWindow(league: { playStart: string; playEnd: string }) {
  const firstDay = parseDay(league.playStart);
  const lastDay = parseDay(league.playEnd);
  if (firstDay === null || lastDay === null) return { start: 0, end: 0 };
  return { start: (firstDay - 1) * DAY_MS, end: (lastDay + 2) * DAY_MS };
}

/** A division named in a read must be the caller's own; a member not yet placed has none. */
function checkRequestedDivision(context: PlayContext, divisionId: number | undefined) {
  if (divisionId !== undefined && divisionId !== context.placement?.divisionId) throw badRequest(NOT_YOUR_DIVISION);
}

/**
 * Where a new or changed slot goes: the player the caller plays the league as, and the division it is filed
 * under, their placement (null until placed). Only a player of the league may add availability, and only
 * while it is in play.
 */
function placeForSlot(context: PlayContext, requested: number | null | undefined) {
  if (!context.player) throw forbidden(NOT_REGISTERED);
  if (!isActiveLeagueStatus(context.league.leagueStatus)) throw conflict(NOT_IN_PLAY);
  const placed = context.placement?.divisionId ?? null;
  if (requested != null && requested !== placed) throw badRequest(NOT_YOUR_DIVISION);
  return { playerId: context.player.id, divisionId: placed };
}

/** Whether a slot still counts toward the live-slot cap at `now`: its last occurrence has not ended. */
function isLive(columns: AvailabilitySlotColumns, now: Date) {
  const lastEnd = lastOccurrenceEndOf(columns);
  return lastEnd === null || lastEnd > now;
}

interface SlotToAdd {
  /** Its place in the request, from 0. */
  index: number;
  playerId: number;
  columns: AvailabilitySlotColumns;
}

/**
 * Of the slots to add, in request order, those the caps leave room for (ADR 059: MAX_STORED_SLOTS kept, of which
 * MAX_LIVE_SLOTS not yet ended), and the refusals of the others by index. The players' rows are locked first, so
 * a concurrent write of the same player's slots waits and then counts these: two requests cannot both take the
 * last places.
 */
async function withinSlotCaps(tx: Database, userId: number, slots: readonly SlotToAdd[]) {
  await lockPlayersForSlots(
    tx,
    slots.map((slot) => slot.playerId),
  );
  const now = new Date();
  // Counted once per league; the slots kept are added as they are kept.
  const counts = new Map<number, { stored: number; live: number }>();
  const kept: SlotToAdd[] = [];
  const refused = new Map<number, string>();
  for (const slot of slots) {
    const { leagueId } = slot.columns;
    let count = counts.get(leagueId);
    if (count === undefined) counts.set(leagueId, (count = await countSlots(tx, { userId, leagueId, now })));
    const live = isLive(slot.columns, now);
    if (count.stored >= MAX_STORED_SLOTS) {
      refused.set(slot.index, STORED_SLOTS_FULL);
    } else if (live && count.live >= MAX_LIVE_SLOTS) {
      refused.set(slot.index, LIVE_SLOTS_FULL);
    } else {
      kept.push(slot);
      count.stored++;
      if (live) count.live++;
    }
  }
  return { kept, refused };
}

function checkTimeRange(slot: Pick<SlotFields, 'start_time' | 'end_time'>) {
  if (Date.parse(slot.start_time) < EARLIEST_MS || Date.parse(slot.end_time) > LATEST_MS) {
    throw badRequest(OUT_OF_RANGE);
  }
}

function slotColumns(slot: SlotFields, divisionId: number | null): AvailabilitySlotColumns {
  return {
    leagueId: slot.league_id,
    divisionId,
    startTime: new Date(slot.start_time),
    endTime: new Date(slot.end_time),
    isRecurring: slot.is_recurring,
    recurrenceRule: slot.is_recurring ? (slot.recurrence_rule ?? null) : null,
    timeZone: slot.time_zone,
  };
}

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/post',
    {
      schema: {
        tags,
        body: createAvailabilityRequest,
        response: { 201: createAvailabilityResponse, ...writeRefusals, 400: createRefusal },
      },
      validatorCompiler: validateBodyWith((body) => (isBulk(body) ? bulkRequest : availabilitySlotInput)),
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      await reserveAvailabilityWrite(request, reply, actor.id);
      const body = request.body;
      const bulk = 'slots' in body;
      // Each bulk entry is judged on its own; a single slot was judged by the body's schema already.
      const entries: ({ slot: SlotFields } | { error: string })[] = bulk
        ? body.slots.map((entry) => {
            const parsed = availabilitySlotInput.safeParse(entry);
            return parsed.success
              ? { slot: parsed.data }
              : { error: describeIssues(parsed.error.issues, entry, 'slot') };
          })
        : [{ slot: body }];

      const outcome = await app.db.transaction(async (tx) => {
        await lockLeaguesForShare(
          tx,
          entries.flatMap((entry) => ('slot' in entry ? [entry.slot.league_id] : [])),
        );
        const contexts = new Map<number, Promise<PlayContext>>();
        const contextOf = (leagueId: number) => {
          let context = contexts.get(leagueId);
          if (context === undefined) contexts.set(leagueId, (context = playContext(tx, leagueId, actor)));
          return context;
        };
        const toAdd: SlotToAdd[] = [];
        const failures = new Map<number, string>();
        for (const [index, entry] of entries.entries()) {
          try {
            if ('error' in entry) throw badRequest(entry.error);
            checkTimeRange(entry.slot);
            const place = placeForSlot(await contextOf(entry.slot.league_id), entry.slot.division_id);
            toAdd.push({ index, playerId: place.playerId, columns: slotColumns(entry.slot, place.divisionId) });
          } catch (error) {
            if (!bulk || !(error instanceof AppError)) throw error;
            failures.set(index, error.message);
          }
        }
        const { kept, refused } = await withinSlotCaps(tx, actor.id, toAdd);
        // One slot is refused as a whole; in a bulk, only the entries past a cap fail.
        const [firstRefusal] = refused.values();
        if (!bulk && firstRefusal !== undefined) throw conflict(firstRefusal);
        for (const [index, message] of refused) failures.set(index, message);
        const errors = [...failures]
          .sort(([a], [b]) => a - b)
          .map(([index, message]) => `Slot ${index + 1}: ${message}`);
        const rows = await insertSlots(
          tx,
          actor.id,
          kept.map((slot) => slot.columns),
        );
        return { rows, errors };
      });

      const availabilities = outcome.rows.map(toAvailabilitySlotDto);
      const counts = { created: availabilities.length, failed: outcome.errors.length, errors: outcome.errors };
      if (availabilities.length === 0) {
        return reply
          .status(400)
          .send({ error: `No availability slots were created. ${outcome.errors.join('; ')}`, ...counts });
      }
      return reply.status(201).send({ success: true as const, availabilities, ...counts });
    },
  );

  app.get(
    '/get',
    { schema: { tags, querystring: availabilityListQuery, response: { 200: availabilityListResponse } } },
    async (request) => {
      const actor = await requireUser(request);
      const { league_id: leagueId, division_id: divisionId } = request.query;
      const rows = await listSlotsOfUser(app.db, actor.id, { leagueId, divisionId });
      return { success: true as const, availabilities: rows.map(toAvailabilitySlotDto) };
    },
  );

  app.put(
    '/update',
    {
      schema: {
        tags,
        body: updateAvailabilityRequest,
        response: { 200: updateAvailabilityResponse, ...writeRefusals },
      },
      validatorCompiler: validateBodyWith(() => updateAvailabilityRequest),
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      await reserveAvailabilityWrite(request, reply, actor.id);
      const { id, ...slot } = request.body;
      if (id === undefined) throw badRequest(AVAILABILITY_MESSAGES.idRequired);
      // The common refusals answered early; the conditional UPDATE below is what decides (ADR 024).
      const existing = await findSlotById(app.db, id);
      if (!existing) throw notFound(SLOT_NOT_FOUND);
      if (existing.userId !== actor.id) throw forbidden(NOT_YOURS);
      checkTimeRange(slot);
      const row = await changeOne(
        app.db,
        async (tx) => {
          const place = placeForSlot(await playContext(tx, slot.league_id, actor), slot.division_id);
          const columns = slotColumns(slot, place.divisionId);
          // The slot replaces itself, so the caps count the others: changing a slot that counts needs no free place,
          // but bringing an ended one back, or moving one into another league, may.
          await lockPlayersForSlots(tx, [place.playerId]);
          const now = new Date();
          const others = await countSlots(tx, { userId: actor.id, leagueId: slot.league_id, now, exceptId: id });
          if (others.stored >= MAX_STORED_SLOTS) throw conflict(STORED_SLOTS_FULL);
          if (isLive(columns, now) && others.live >= MAX_LIVE_SLOTS) throw conflict(LIVE_SLOTS_FULL);
          return updateOwnSlot(tx, id, actor.id, columns);
        },
        async (tx) => ((await findSlotById(tx, id)) ? forbidden(NOT_YOURS) : notFound(SLOT_NOT_FOUND)),
        { lock: (tx) => lockLeaguesForShare(tx, [slot.league_id]) },
      );
      return { success: true as const, availability: toAvailabilitySlotDto(row) };
    },
  );

  app.delete(
    '/delete',
    { schema: { tags, querystring: availabilityIdQuery, response: { 200: successResponse, ...writeRefusals } } },
    async (request, reply) => {
      const actor = await requireUser(request);
      await reserveAvailabilityWrite(request, reply, actor.id);
      const { id } = request.query;
      await changeOne(
        app.db,
        (db) => deleteOwnSlot(db, id, actor.id),
        async (db) => ((await findSlotById(db, id)) ? forbidden(NOT_YOURS) : notFound(SLOT_NOT_FOUND)),
      );
      return { success: true as const };
    },
  );

  app.get(
    '/overlaps',
    {
      schema: { tags, querystring: availabilityLeagueQuery, response: { 200: overlapsResponse, ...refusals } },
      // From the database and the clock: the cache keeps it a few seconds at most (ADR 039).
      config: { answerCache: true },
    },
    async (request) => {
      const actor = await requireUser(request);
      const { league_id: leagueId, division_id: divisionId } = request.query;
      const zone = resolveTimeZone(request.query.time_zone);
      const context = await playContext(app.db, leagueId, actor);
      if (!context.player) throw forbidden(NOT_REGISTERED);
      checkRequestedDivision(context, divisionId);
      const window = { start: Date.now(), end: endOfPlay(context.league.playEnd, zone) };
      const none = { success: true as const, data: { overlaps: [], time_zone: zone } };
      if (!context.placement || !(window.start < window.end)) return none;

      const { entryId } = context.player;
      const { unplayed } = await divisionOf(app.db, { leagueId, divisionId: context.placement.divisionId }, entryId);
      // Another player of the caller's own account is not someone to play.
      const opponents = unplayed.filter((opponent) => opponent.user_id !== actor.id);
      const days = await sharedTimesWith(app.db, {
        leagueId,
        playerId: entryId,
        opponents,
        window,
        zone,
        maxPerOpponent: MAX_OVERLAPS_PER_OPPONENT,
      });
      return { success: true as const, data: { overlaps: days.flatMap((day) => day.overlaps), time_zone: zone } };
    },
  );

  app.get(
    '/leagueAvailability',
    {
      schema: {
        tags,
        querystring: availabilityLeagueQuery,
        response: { 200: leagueAvailabilityResponse, ...refusals },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const { league_id: leagueId, division_id: divisionId } = request.query;
      const context = await playContext(app.db, leagueId, actor);

      if (!context.player) {
        if (!managesLeague(context.league, actor)) throw forbidden(NOT_REGISTERED);
        // An admin or the league's organizer (ADR 075) looks on: one division's members, or every placed player of the league.
        let playerIds: number[];
        if (divisionId !== undefined) {
          const division = await findDivisionById(app.db, divisionId);
          if (division?.leagueId !== leagueId) throw notFound(DIVISION_NOT_FOUND);
          playerIds = (await listRoster(app.db, divisionId)).map((member) => member.id);
        } else {
          playerIds = (await listPlacements(app.db, leagueId)).map((placement) => placement.playerId);
        }
        const slots = await slotsOfEntries(app.db, leagueId, playerIds, playWindow(context.league));
        return {
          success: true as const,
          data: { userAvailability: [], opponentAvailability: slots.map(toOpponentSlotDto), unplayedOpponents: [] },
        };
      }

      checkRequestedDivision(context, divisionId);
      const player = context.player;
      if (!context.placement) {
        const userAvailability = (await listSlotsOfUser(app.db, actor.id, { leagueId })).map(toAvailabilitySlotDto);
        return { success: true as const, data: { userAvailability, opponentAvailability: [], unplayedOpponents: [] } };
      }
      const place = { leagueId, divisionId: context.placement.divisionId };
      const { roster, unplayed } = await divisionOf(app.db, place, player.entryId);
      const others = roster.filter((member) => member.id !== player.entryId && member.user_id !== actor.id);
      const [mine, theirs] = await Promise.all([
        listSlotsOfUser(app.db, actor.id, { leagueId }),
        slotsOfEntries(
          app.db,
          leagueId,
          others.map((member) => member.id),
          playWindow(context.league),
        ),
      ]);
      return {
        success: true as const,
        data: {
          userAvailability: mine.map(toAvailabilitySlotDto),
          opponentAvailability: theirs.map(toOpponentSlotDto),
          unplayedOpponents: unplayed,
        },
      };
    },
  );
};
