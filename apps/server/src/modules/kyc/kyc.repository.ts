import type { KycRejectReason } from '@tandem/contracts';
import { type Kysely, sql } from 'kysely';
import { pageRows } from '../../db/page-rows';
import { updateMember } from '../../db/member-rows';
import type { DB } from '../../db/schema';
import { compareAndSet, lockRow } from '../../db/row-guards';

/** A connection or a transaction. */
type Executor = Kysely<DB>;
type SubmissionStatus = 'pending' | 'approved' | 'rejected';

/** The member row KYC reads and changes; locked so a submission and a decision never cross. */
export function findMemberForKycUpdate(db: Executor, memberId: bigint) {
  return lockRow(db, 'members', { id: memberId }).select(['id', 'fullname', 'kyc_status']).executeTakeFirst();
}

export function findMemberKycState(db: Executor, memberId: bigint) {
  return db
    .selectFrom('members')
    .select(['id', 'fullname', 'kyc_status'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export function setMemberKycStatus(
  db: Executor,
  memberId: bigint,
  status: 'pending' | 'approved' | 'rejected',
  now: Date,
) {
  return updateMember(db, memberId, { kyc_status: status }, now);
}

export interface NewSubmission {
  memberId: bigint;
  documentType: 'id_card' | 'passport';
  identityNumber: string;
  identityNumberKey: string;
  frontPath: string;
  rearPath: string | null;
  createdAt: Date;
}

export async function insertSubmission(db: Executor, s: NewSubmission): Promise<bigint> {
  const row = await db
    .insertInto('kyc_submissions')
    .values({
      member_id: s.memberId,
      document_type: s.documentType,
      identity_number: s.identityNumber,
      identity_number_key: s.identityNumberKey,
      front_path: s.frontPath,
      rear_path: s.rearPath,
      created_at: s.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const memberColumns = [
  'id',
  'document_type',
  'identity_number',
  'rear_path',
  'status',
  'reject_reason',
  'reject_note',
  'created_at',
  'decided_at',
] as const;

export function findMemberSubmissions(db: Executor, memberId: bigint, limit: number) {
  return db
    .selectFrom('kyc_submissions')
    .select(memberColumns)
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The stored file paths of one submission; `memberId` scopes it to its owner when given. */
export function findSubmissionFiles(db: Executor, id: bigint, memberId?: bigint) {
  let query = db
    .selectFrom('kyc_submissions')
    .select(['id', 'member_id', 'front_path', 'rear_path'])
    .where('id', '=', id);
  if (memberId !== undefined) query = query.where('member_id', '=', memberId);
  return query.executeTakeFirst();
}

/** Other members' submissions of the same identity number, as a count per row of the queue. */
const duplicateCount = sql<string>`(
  select count(distinct d.member_id) from kyc_submissions d
  where d.identity_number_key = k.identity_number_key and d.member_id <> k.member_id
)`;

/**
 * One page of the queue in `status`, and its length. Pending: oldest first, so nobody waits behind
 * newer arrivals. Decided: latest decision first.
 */
export function findQueuePage(db: Executor, status: SubmissionStatus, limit: number, offset: number) {
  const base = db
    .selectFrom('kyc_submissions as k')
    .innerJoin('members as m', 'm.id', 'k.member_id')
    .where('k.status', '=', status);
  return pageRows(base, { limit, offset }, (page) => {
    const query = page.select([
      'k.id',
      'k.member_id',
      'm.username',
      'm.fullname',
      'k.document_type',
      'k.identity_number',
      'k.status',
      'k.created_at',
      'k.decided_at',
      duplicateCount.as('duplicate_count'),
    ]);
    return status === 'pending'
      ? query.orderBy('k.created_at', 'asc').orderBy('k.id', 'asc')
      : query.orderBy('k.decided_at', 'desc').orderBy('k.id', 'desc');
  });
}

export function findSubmissionDetail(db: Executor, id: bigint) {
  return db
    .selectFrom('kyc_submissions as k')
    .innerJoin('members as m', 'm.id', 'k.member_id')
    .innerJoin('countries as c', 'c.id', 'm.country_id')
    .leftJoin('staff as s', 's.id', 'k.decided_by_staff_id')
    .select([
      'k.id',
      'k.member_id',
      'm.username',
      'm.fullname',
      'm.email',
      'm.kyc_status as member_kyc_status',
      'c.name_en as country_name_en',
      'k.document_type',
      'k.identity_number',
      'k.identity_number_key',
      'k.rear_path',
      'k.status',
      'k.reject_reason',
      'k.reject_note',
      'k.created_at',
      'k.decided_at',
      's.username as decided_by',
      duplicateCount.as('duplicate_count'),
    ])
    .where('k.id', '=', id)
    .executeTakeFirst();
}

/** Bound on the duplicate and history lists of one review screen. */
const REVIEW_LIST_LIMIT = 20;

export function findDuplicates(db: Executor, identityNumberKey: string, memberId: bigint) {
  return db
    .selectFrom('kyc_submissions as k')
    .innerJoin('members as m', 'm.id', 'k.member_id')
    .select(['k.id', 'k.member_id', 'm.username', 'k.status', 'k.created_at'])
    .where('k.identity_number_key', '=', identityNumberKey)
    .where('k.member_id', '<>', memberId)
    .orderBy('k.created_at', 'desc')
    .limit(REVIEW_LIST_LIMIT)
    .execute();
}

export function findOtherSubmissions(db: Executor, memberId: bigint, exceptId: bigint) {
  return db
    .selectFrom('kyc_submissions')
    .select(['id', 'document_type', 'status', 'reject_reason', 'created_at', 'decided_at'])
    .where('member_id', '=', memberId)
    .where('id', '<>', exceptId)
    .orderBy('created_at', 'desc')
    .limit(REVIEW_LIST_LIMIT)
    .execute();
}

export interface Decision {
  status: 'approved' | 'rejected';
  rejectReason: KycRejectReason | null;
  rejectNote: string | null;
  staffId: bigint | null;
  at: Date;
}

/**
 * Compare-and-set: decides the submission only while it is still pending. Of two staff deciding
 * at once, the second update finds no pending row (PostgreSQL re-checks the condition after the
 * first commits), so exactly one decision lands. Answers the member id, or undefined.
 */
export async function decidePendingSubmission(db: Executor, id: bigint, d: Decision) {
  return compareAndSet(
    db,
    'kyc_submissions',
    { id, status: 'pending' },
    {
      status: d.status,
      reject_reason: d.rejectReason,
      reject_note: d.rejectNote,
      decided_at: d.at,
      decided_by_staff_id: d.staffId,
    },
  )
    .returning(['member_id', 'identity_number', 'document_type'])
    .executeTakeFirst();
}

export function submissionExists(db: Executor, id: bigint) {
  return db.selectFrom('kyc_submissions').select('id').where('id', '=', id).executeTakeFirst();
}
