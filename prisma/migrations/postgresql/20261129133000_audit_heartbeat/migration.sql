-- AlterTable
ALTER TABLE "Audit" ADD COLUMN "heartbeatAt" TIMESTAMP(3);
