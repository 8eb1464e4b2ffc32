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
    // My ID is part of the members' private area (decision 0008).
    feature: 'area_privada_socios',
    params: ClubHashParamsSchema,
    status: 200,
    response: MemberCardSchema,
  }),
  children: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/member-card/children',
    summary: "A guardian's children's club cards (features area_privada_socios and records_from_children)",
    tags,
    access: 'memberCard.readChildren',
    // In the private area, and guardians act for their children only where the club has that feature.
    feature: ['area_privada_socios', 'records_from_children'],
    params: ClubHashParamsSchema,
    status: 200,
    response: MemberCardListSchema,
  }),
} as const;
