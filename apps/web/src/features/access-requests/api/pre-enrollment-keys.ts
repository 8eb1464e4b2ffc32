import { clubQueryKeys } from '../../../lib/query-keys';

/** Every query of a club's pre-enrolments starts with `['clubs', clubHash, 'pre-enrollments']`. */
export const preEnrollmentKeys = clubQueryKeys('pre-enrollments');
