-- CreateTable
CREATE TABLE "Run" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "archiveSha256" TEXT,
    "incomplete" BOOLEAN NOT NULL DEFAULT false,
    "bundleCreated" TEXT,
    "bundleFinalized" TEXT,
    "manifestJson" TEXT NOT NULL,
    "warningsJson" TEXT NOT NULL DEFAULT '[]',
    "trustedSources" TEXT NOT NULL DEFAULT '[]',
    "agentCount" INTEGER NOT NULL DEFAULT 0,
    "toolCallCount" INTEGER NOT NULL DEFAULT 0,
    "errorCount" INTEGER NOT NULL DEFAULT 0,
    "traceBytes" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Run_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Agent" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "hasTrace" BOOLEAN NOT NULL DEFAULT true,
    "traceDir" TEXT NOT NULL,
    "toolCalls" INTEGER NOT NULL DEFAULT 0,
    "errors" INTEGER NOT NULL DEFAULT 0,
    "traceBytes" INTEGER NOT NULL DEFAULT 0,
    "toolCountsJson" TEXT NOT NULL DEFAULT '{}',
    "artifactsJson" TEXT NOT NULL DEFAULT '[]',
    CONSTRAINT "Agent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Edge" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "origin" TEXT NOT NULL,
    CONSTRAINT "Edge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TraceFile" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    CONSTRAINT "TraceFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ToolCall" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "tool" TEXT NOT NULL,
    "inputJson" TEXT NOT NULL,
    "outputFile" TEXT NOT NULL,
    "outputBytes" INTEGER NOT NULL,
    "timestamp" DOUBLE PRECISION NOT NULL,
    "durationMs" DOUBLE PRECISION,
    "status" TEXT NOT NULL,
    "lineStart" INTEGER NOT NULL,
    "lineEnd" INTEGER NOT NULL,
    "error" TEXT,
    "traceFileId" TEXT,
    CONSTRAINT "ToolCall_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Document" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "node" TEXT NOT NULL,
    "traceFileId" TEXT NOT NULL,
    CONSTRAINT "Document_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Audit" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "auditor" TEXT NOT NULL,
    "model" TEXT,
    "status" TEXT NOT NULL,
    "progressDone" INTEGER NOT NULL DEFAULT 0,
    "progressTotal" INTEGER NOT NULL DEFAULT 0,
    "claimCount" INTEGER NOT NULL DEFAULT 0,
    "allPassed" BOOLEAN,
    "error" TEXT,
    "optionsJson" TEXT NOT NULL DEFAULT '{}',
    "usageJson" TEXT NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    CONSTRAINT "Audit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EdgeResult" (
    "id" TEXT NOT NULL,
    "auditId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "fence" TEXT NOT NULL,
    "sourcesJson" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "documentKind" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "claims" INTEGER NOT NULL DEFAULT 0,
    "found" INTEGER NOT NULL DEFAULT 0,
    "notFound" INTEGER NOT NULL DEFAULT 0,
    "unchecked" INTEGER NOT NULL DEFAULT 0,
    "rejections" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    CONSTRAINT "EdgeResult_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Claim" (
    "id" TEXT NOT NULL,
    "auditId" TEXT NOT NULL,
    "edgeResultId" TEXT,
    "fence" TEXT NOT NULL,
    "recordId" INTEGER NOT NULL,
    "claim" TEXT NOT NULL,
    "claimInDocument" TEXT NOT NULL,
    "evidence" TEXT NOT NULL,
    "sourceAgent" TEXT NOT NULL,
    "sourceTool" TEXT NOT NULL,
    "sourceIndex" INTEGER NOT NULL,
    "rawValue" TEXT NOT NULL,
    "searchFile" TEXT NOT NULL,
    "searchLine" INTEGER NOT NULL,
    "finding" TEXT NOT NULL,
    "sourceType" TEXT NOT NULL,
    "metadataJson" TEXT NOT NULL DEFAULT '{}',
    "upstreamId" INTEGER NOT NULL,
    "upstreamFence" TEXT NOT NULL,
    "timestamp" DOUBLE PRECISION NOT NULL,
    "documentStart" INTEGER,
    "documentEnd" INTEGER,
    "upstreamClaimId" TEXT,
    CONSTRAINT "Claim_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Rejection" (
    "id" TEXT NOT NULL,
    "auditId" TEXT NOT NULL,
    "edgeResultId" TEXT,
    "fence" TEXT NOT NULL,
    "tool" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "timestamp" DOUBLE PRECISION NOT NULL,
    "contextJson" TEXT,
    CONSTRAINT "Rejection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShareLink" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "auditId" TEXT,
    "claimId" TEXT,
    "tokenHash" TEXT NOT NULL,
    "label" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "viewCount" INTEGER NOT NULL DEFAULT 0,
    "lastViewedAt" TIMESTAMP(3),
    CONSTRAINT "ShareLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Run_createdAt_idx" ON "Run"("createdAt");

-- CreateIndex
CREATE INDEX "Run_archiveSha256_idx" ON "Run"("archiveSha256");

-- CreateIndex
CREATE UNIQUE INDEX "Agent_runId_name_key" ON "Agent"("runId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Edge_runId_source_target_key" ON "Edge"("runId", "source", "target");

-- CreateIndex
CREATE UNIQUE INDEX "TraceFile_runId_path_key" ON "TraceFile"("runId", "path");

-- CreateIndex
CREATE INDEX "TraceFile_sha256_idx" ON "TraceFile"("sha256");

-- CreateIndex
CREATE INDEX "ToolCall_runId_agentId_seq_idx" ON "ToolCall"("runId", "agentId", "seq");

-- CreateIndex
CREATE INDEX "Document_runId_node_idx" ON "Document"("runId", "node");

-- CreateIndex
CREATE INDEX "Audit_runId_createdAt_idx" ON "Audit"("runId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "EdgeResult_auditId_fence_key" ON "EdgeResult"("auditId", "fence");

-- CreateIndex
CREATE INDEX "Claim_auditId_fence_recordId_idx" ON "Claim"("auditId", "fence", "recordId");

-- CreateIndex
CREATE INDEX "Rejection_auditId_fence_idx" ON "Rejection"("auditId", "fence");

-- CreateIndex
CREATE UNIQUE INDEX "ShareLink_tokenHash_key" ON "ShareLink"("tokenHash");

-- CreateIndex
CREATE INDEX "ShareLink_runId_idx" ON "ShareLink"("runId");

-- AddForeignKey
ALTER TABLE "Agent" ADD CONSTRAINT "Agent_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Edge" ADD CONSTRAINT "Edge_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TraceFile" ADD CONSTRAINT "TraceFile_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ToolCall" ADD CONSTRAINT "ToolCall_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ToolCall" ADD CONSTRAINT "ToolCall_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ToolCall" ADD CONSTRAINT "ToolCall_traceFileId_fkey" FOREIGN KEY ("traceFileId") REFERENCES "TraceFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_traceFileId_fkey" FOREIGN KEY ("traceFileId") REFERENCES "TraceFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Audit" ADD CONSTRAINT "Audit_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EdgeResult" ADD CONSTRAINT "EdgeResult_auditId_fkey" FOREIGN KEY ("auditId") REFERENCES "Audit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Claim" ADD CONSTRAINT "Claim_auditId_fkey" FOREIGN KEY ("auditId") REFERENCES "Audit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Claim" ADD CONSTRAINT "Claim_edgeResultId_fkey" FOREIGN KEY ("edgeResultId") REFERENCES "EdgeResult"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Rejection" ADD CONSTRAINT "Rejection_auditId_fkey" FOREIGN KEY ("auditId") REFERENCES "Audit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Rejection" ADD CONSTRAINT "Rejection_edgeResultId_fkey" FOREIGN KEY ("edgeResultId") REFERENCES "EdgeResult"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShareLink" ADD CONSTRAINT "ShareLink_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShareLink" ADD CONSTRAINT "ShareLink_auditId_fkey" FOREIGN KEY ("auditId") REFERENCES "Audit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShareLink" ADD CONSTRAINT "ShareLink_claimId_fkey" FOREIGN KEY ("claimId") REFERENCES "Claim"("id") ON DELETE SET NULL ON UPDATE CASCADE;
