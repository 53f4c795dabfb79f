-- AlterTable
ALTER TABLE "AdminSession" ADD COLUMN "reviewerName" TEXT;

-- CreateTable
CREATE TABLE "Review" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "auditId" TEXT,
    "targetKind" TEXT NOT NULL,
    "sentenceStart" INTEGER,
    "sentenceEnd" INTEGER,
    "targetText" TEXT,
    "fence" TEXT,
    "claimId" TEXT,
    "kind" TEXT NOT NULL,
    "reason" TEXT,
    "text" TEXT NOT NULL DEFAULT '',
    "reviewer" TEXT NOT NULL,
    "revisesId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Review_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SignOff" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "auditId" TEXT,
    "reviewer" TEXT NOT NULL,
    "sentences" INTEGER NOT NULL,
    "rejected" INTEGER NOT NULL,
    "acceptedAgainstAuditor" INTEGER NOT NULL,
    "summary" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SignOff_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Review_runId_createdAt_idx" ON "Review"("runId", "createdAt");

-- CreateIndex
CREATE INDEX "SignOff_runId_createdAt_idx" ON "SignOff"("runId", "createdAt");

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_auditId_fkey" FOREIGN KEY ("auditId") REFERENCES "Audit"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SignOff" ADD CONSTRAINT "SignOff_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SignOff" ADD CONSTRAINT "SignOff_auditId_fkey" FOREIGN KEY ("auditId") REFERENCES "Audit"("id") ON DELETE SET NULL ON UPDATE CASCADE;
