"use client";

import { useEffect, type ReactNode, type RefObject } from "react";
import { Group, Panel, Separator, type PanelImperativeHandle } from "react-resizable-panels";

interface ResizableSplitProps {
  /** Names the group and its panels (`<id>-main`, `<id>-side`) for tests and the library. */
  id: string;
  main: ReactNode;
  /** Null: the main panel takes the whole width (and stays mounted when a side panel opens or closes). */
  side: ReactNode | null;
  /** The side panel's width when it opens and whenever this changes: pixels, or a share of the group ("50%"). */
  sideWidth: number | string;
  mainMinWidth: number;
  sideMinWidth: number;
  /** Collapse or expand the side panel from outside (a toolbar button). */
  sideRef?: RefObject<PanelImperativeHandle | null>;
  /** Called when the side panel collapses (dragged past its minimum, or collapse()) or expands. */
  onSideCollapsed?: (collapsed: boolean) => void;
  /** What the side panel is, for the separator's accessible name. */
  sideLabel: string;
}

/**
 * Two panels side by side with a draggable separator (react-resizable-panels; arrow keys move it
 * too): the main one takes what is left, the side one keeps its pixel width when the window
 * resizes and collapses when dragged below its minimum. Used for the graph beside the details
 * panel, and for the report beside a claim's chain.
 */
export function ResizableSplit({ id, main, side, sideWidth, mainMinWidth, sideMinWidth, sideRef, onSideCollapsed, sideLabel }: ResizableSplitProps) {
  useEffect(() => {
    if (sideRef?.current && !sideRef.current.isCollapsed()) sideRef.current.resize(sideWidth);
  }, [sideRef, sideWidth]);
  return (
    <Group id={id} orientation="horizontal" className="h-full min-h-0">
      <Panel id={`${id}-main`} minSize={mainMinWidth} className="h-full min-w-0">
        {main}
      </Panel>
      {side !== null && (
        <>
          <Separator
            id={`${id}-separator`}
            aria-label={`Resize the ${sideLabel}`}
            className="w-1.5 shrink-0 bg-zinc-200 outline-none data-[separator=active]:bg-blue-500 data-[separator=focus]:bg-blue-500 data-[separator=hover]:bg-blue-400 dark:bg-zinc-800"
          />
          <Panel
            id={`${id}-side`}
            panelRef={sideRef}
            defaultSize={sideWidth}
            minSize={sideMinWidth}
            collapsible
            collapsedSize={0}
            groupResizeBehavior="preserve-pixel-size"
            onResize={(size, _id, previous) => {
              if (previous === undefined || (size.inPixels === 0) !== (previous.inPixels === 0)) onSideCollapsed?.(size.inPixels === 0);
            }}
            className="h-full min-w-0 overflow-hidden"
          >
            {side}
          </Panel>
        </>
      )}
    </Group>
  );
}
