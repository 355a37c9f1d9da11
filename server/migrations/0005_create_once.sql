-- Create-once operations hold under concurrency: at most one pending deletion request per account
-- (concurrent requests used to leave several). Older duplicates are folded into the earliest one first.
DELETE FROM deletion_requests d
 USING deletion_requests keep
 WHERE d.status = 'pending' AND keep.status = 'pending' AND d.user_id = keep.user_id
   AND (keep.requested_at, keep.id) < (d.requested_at, d.id);
CREATE UNIQUE INDEX deletion_requests_one_pending ON deletion_requests (user_id) WHERE status = 'pending';
