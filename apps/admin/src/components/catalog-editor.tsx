import type { Lang } from '@platform/contract';
import { Button, Drawer, Flex, Form, type FormInstance, Grid } from 'antd';
import { type ReactNode, useState } from 'react';
import { AdminRefusal } from '../lib/admin-api.ts';
import { changedPaths, type FieldProblem, problemLang } from '../lib/form-problems.ts';
import { applyFieldErrors } from './form-errors.ts';

/**
 * How a catalogue item's editor (a basket, an escrow product) shows what is wrong: problems found
 * before sending and refusals of the server go under their fields, and the language tab of the
 * first one opens. A problem shown under a field goes as soon as the field is edited.
 */
export function useEditorProblems<T>(form: FormInstance<T>) {
  const [active, setActive] = useState<Lang>('en');
  const showProblems = (problems: FieldProblem[]) => {
    form.setFields(problems.map((p) => ({ name: p.name as never, errors: [p.message] })));
    setActive(problemLang(problems.map((p) => p.name)) ?? active);
    const first = problems[0];
    if (first) form.scrollToField(first.name as never, { block: 'center' });
  };
  const clearEdited = (changed: Partial<T>) =>
    form.setFields(changedPaths(changed).map((name) => ({ name: name as never, errors: [] })));
  /**
   * A failed save under the fields: the server's field errors (its names in `renamed` where the
   * form holds them otherwise), or the problem `problemOf` reads from the refusal.
   */
  const showRefusal = (
    error: unknown,
    renamed: Readonly<Record<string, string>>,
    problemOf?: (refusal: AdminRefusal) => FieldProblem | null,
  ) => {
    applyFieldErrors(form, error, undefined, renamed);
    if (!(error instanceof AdminRefusal)) return;
    const problem = problemOf?.(error) ?? null;
    if (problem) return showProblems([problem]);
    setActive(problemLang(Object.keys(error.fields).map((n) => n.split('.'))) ?? active);
  };
  return { active, setActive, showProblems, clearEdited, showRefusal };
}

/** A catalogue item's editor in a drawer: its form, then Cancel and the save button. */
export function EditorDrawer<T>(props: {
  title: string;
  form: FormInstance<T>;
  initialValues: T;
  onFinish(): void;
  onValuesChange(changed: Partial<T>): void;
  onClose(): void;
  saving: boolean;
  saveLabel: string;
  /** The form's test id is `${testIdPrefix}-editor`, its save button's `${testIdPrefix}-save`. */
  testIdPrefix: string;
  children: ReactNode;
}) {
  const wide = Grid.useBreakpoint().md ?? true;
  return (
    <Drawer open title={props.title} size={wide ? 860 : '100%'} onClose={props.onClose} destroyOnHidden>
      <Form<T>
        form={props.form}
        layout="vertical"
        initialValues={props.initialValues as never}
        onFinish={props.onFinish}
        onValuesChange={props.onValuesChange}
        data-testid={`${props.testIdPrefix}-editor`}
      >
        {props.children}
        <Flex gap={8} justify="flex-end">
          <Button onClick={props.onClose}>Cancel</Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={props.saving}
            data-testid={`${props.testIdPrefix}-save`}
          >
            {props.saveLabel}
          </Button>
        </Flex>
      </Form>
    </Drawer>
  );
}
