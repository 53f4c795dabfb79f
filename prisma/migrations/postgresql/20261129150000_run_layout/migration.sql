-- CreateTable
CREATE TABLE "RunLayout" (
    "runId" TEXT NOT NULL,
    "inputHash" TEXT NOT NULL,
    "layoutJson" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RunLayout_pkey" PRIMARY KEY ("runId")
);

-- AddForeignKey
ALTER TABLE "RunLayout" ADD CONSTRAINT "RunLayout_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;
