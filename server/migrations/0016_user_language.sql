ALTER TABLE "users" ADD COLUMN "language" text;
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" IN ('en', 'id'));