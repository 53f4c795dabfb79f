-- AlterTable
ALTER TABLE "Audit" ADD COLUMN "heartbeatAt" DATETIME;
