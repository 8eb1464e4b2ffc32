import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';
import { MemberCardListSchema, MemberCardSchema } from './member-card';

const tags = ['member-card'];

/** My ID: one's own club card and a guardian's children's (answers are personal, never cached). */
export const MEMBER_CARD_ROUTES = {
  own: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/member-card',
    summary: "The signed-in person's club card (status computed now; the web draws the QR)",
    tags,
    access: 'memberCard.readOwn',
    params: ClubHashParamsSchema,
    status: 200,
    response: MemberCardSchema,
  }),
  children: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/member-card/children',
    summary: "A guardian's children's club cards (feature records_from_children)",
    tags,
    access: 'memberCard.readChildren',
    // Guardians act for their children only where the club has that feature.
    feature: 'records_from_children',
    params: ClubHashParamsSchema,
    status: 200,
    response: MemberCardListSchema,
  }),
} as const;
