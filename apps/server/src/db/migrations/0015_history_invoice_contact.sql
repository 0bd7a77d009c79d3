-- The member's contact e-mail as issued: an issued invoice never changes, even when the member's address does.
-- (invoices is new in 0014 and has no rows yet, so NOT NULL needs no default.)
ALTER TABLE "invoices" ADD COLUMN "contact_email" text NOT NULL;
