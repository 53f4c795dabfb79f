-- AlterTable
ALTER TABLE "Run" ADD COLUMN "provenanceJson" TEXT NOT NULL DEFAULT '{}';
