import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { standingsMatchDto } from '@courtside/shared/schemas/standings';
import { parseSerializerCompiler } from './parse-serializer';

const route = { schema: z.array(standingsMatchDto), method: 'GET', url: '/api/1.0/leagues/standings' };
const match = {
  id: 1,
  division_id: 2,
  status: 'normal',
  home_player_id: 3,
  away_player_id: 4,
  submitted_by_player_id: 3,
  match_datetime: '2026-04-01T17:00:00.000Z',
  score_confirmation: 'confirmed',
  set_scores: [{ set_number: 1, home_games: 6, away_games: 4 }],
  scoring_format: 'best_of_three',
};

describe('parseSerializerCompiler', () => {
  it('writes what the type provider’s own serializer writes, unknown fields left out', () => {
    const data = [match, { ...match, id: 5, match_datetime: null, set_scores: [], internal: 'not sent' }];
    const ours = parseSerializerCompiler(route)(data);
    expect(ours).toBe(serializerCompiler(route)(data));
    expect(ours).not.toContain('internal');
  });

  it('refuses an answer that breaks the schema, as a response serialization error (a 500)', () => {
    const serialize = parseSerializerCompiler(route);
    for (const bad of [[{ ...match, id: 1.5 }], [{ ...match, status: 'lost' }], [{ ...match, set_scores: null }]]) {
      let thrown: unknown;
      try {
        serialize(bad);
      } catch (error) {
        thrown = error;
      }
      expect(thrown instanceof Error && isResponseSerializationError(thrown)).toBe(true);
    }
  });

  it('needs a zod schema', () => {
    expect(() => parseSerializerCompiler({ ...route, schema: { type: 'object' } })).toThrow(/not a zod schema/);
  });
});
