-- The sender's id of a message (its Idempotency-Key header): a retry of a message already stored
-- is answered as "already sent" instead of being stored twice.
ALTER TABLE contact_message ADD COLUMN delivery_id TEXT;
CREATE UNIQUE INDEX contact_message_delivery_id ON contact_message(delivery_id) WHERE delivery_id IS NOT NULL;
