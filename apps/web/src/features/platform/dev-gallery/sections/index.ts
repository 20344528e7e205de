import type { ComponentType } from 'react';
import { DatesSection } from './dates-section';
import { EditorSection } from './editor-section';
import { FormsSection } from './forms-section';
import { ShellSection } from './shell-section';
import { TableSection } from './table-section';
import { UiSection } from './ui-section';

/**
 * The gallery's sections, in page order. Each kit area adds its own file in this folder and one
 * line here, so the areas never edit each other's sections.
 */
export const GALLERY_SECTIONS: Array<{ id: string; title: string; Section: ComponentType }> = [
  { id: 'shell', title: 'App shell', Section: ShellSection },
  { id: 'forms', title: 'Form fields', Section: FormsSection },
  { id: 'editor', title: 'Rich-text editor and mentions', Section: EditorSection },
  { id: 'table', title: 'Data table and filters', Section: TableSection },
  { id: 'dates', title: 'Date pickers', Section: DatesSection },
  { id: 'ui', title: 'Tabs, dialogs, lists and more', Section: UiSection },
];
