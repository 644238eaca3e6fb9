import type { OutboxKind } from '@courtside/shared/schemas/outbox';
import type { NotificationMessage } from '../db/queries/outbox';
import { mintProposalAnswerTokens, mintScoreConfirmToken, oneTapUrl } from '../lib/one-tap-tokens';
import type { EmailContent } from './notification-email-content';

/**
 * The one-tap answers of an email (ADR 070), minted as the email is rendered: Accept and Decline for a proposal
 * received that still waits for an answer and whose time is ahead, Confirm for a score entered that still waits
 * for one. Other kinds, and news overtaken before the send, get none (the main button still leads to the app).
 */
export function oneTapActionsFor(
  key: Buffer,
  kind: OutboxKind,
  message: NotificationMessage,
  publicUrl: string,
  now = new Date(),
): EmailContent['oneTap'] {
  if (kind === 'proposal_received') {
    const { proposalId, proposedTime } = message;
    if (proposalId === null || message.proposalStatus !== 'pending' || !proposedTime) return [];
    if (proposedTime.getTime() <= now.getTime()) return [];
    const tokens = mintProposalAnswerTokens(key, { userId: message.userId, proposalId, proposedTime, now });
    return [
      { label: 'Accept', url: oneTapUrl(publicUrl, tokens.accept) },
      { label: 'Decline', url: oneTapUrl(publicUrl, tokens.decline) },
    ];
  }
  if (kind === 'score_entered') {
    const { matchId, scoreEventId } = message;
    if (matchId === null || scoreEventId === null || message.scoreConfirmation !== 'pending') return [];
    const token = mintScoreConfirmToken(key, {
      userId: message.userId,
      matchId,
      scoreEventId: Number(scoreEventId),
      now,
    });
    return [{ label: 'Confirm score', url: oneTapUrl(publicUrl, token) }];
  }
  return [];
}
