-- AlterTable
ALTER TABLE "Agent" ADD COLUMN "scope" TEXT;
ALTER TABLE "Agent" ADD COLUMN "parent" TEXT;
