-- AlterTable
ALTER TABLE "Claim" ADD COLUMN "nearestJson" TEXT;
ALTER TABLE "EdgeResult" ADD COLUMN "bySourceJson" TEXT;
