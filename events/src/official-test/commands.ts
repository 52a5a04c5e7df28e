import * as yup from 'yup';
import { commandBody as body, commandFields as fields } from '../command-fields';
import { officialTestLimits as limits } from './rules';

const text = () =>
  yup.string().typeError('invalid').trim().max(limits.maxText, 'invalid').required('required');

const optionSchema = yup
  .object({
    text: text(),
    correct: yup.boolean().typeError('invalid').default(false),
  })
  .typeError('invalid');

const questionSchema = yup
  .object({
    text: text(),
    multiple: yup.boolean().typeError('invalid').default(false),
    options: yup
      .array(optionSchema)
      .typeError('invalid')
      .required('testOptions')
      .min(limits.minOptions, 'testOptions')
      .max(limits.maxOptions, 'testOptions')
      // A single-answer question has exactly one correct option; several: at least one.
      .test('correct-count', 'testCorrectCount', function correctCount(options) {
        const parent = this.parent as { multiple?: boolean };
        const correct = (options ?? []).filter((o) => o.correct).length;
        return parent.multiple ? correct >= 1 : correct === 1;
      }),
  })
  .typeError('invalid');

/**
 * Body of `POST /official-tests` (gateway: `POST /api/admin/official-tests`): a title, the
 * pass mark as a percentage, the time limit in minutes and the questions with their options.
 */
export const officialTestSchema = body({
  title: fields.name(),
  pass_mark: fields
    .jsonInteger()
    .required('required')
    .min(limits.minPassMark, 'testPassMark')
    .max(limits.maxPassMark, 'testPassMark'),
  time_limit_minutes: fields
    .jsonInteger()
    .required('required')
    .min(limits.minMinutes, 'testTimeLimit')
    .max(limits.maxMinutes, 'testTimeLimit'),
  questions: yup
    .array(questionSchema)
    .typeError('invalid')
    .required('testQuestions')
    .min(1, 'testQuestions')
    .max(limits.maxQuestions, 'testQuestions'),
});
export type OfficialTestInput = yup.InferType<typeof officialTestSchema>;

/** Body of `POST /official-tests/:id/assignments`: the officials who are to take the test. */
export const assignOfficialTestSchema = body({
  account_ids: yup
    .array(fields.id().required('required'))
    .typeError('invalid')
    .required('required')
    .min(1, 'required')
    .max(500, 'invalid'),
});
export type AssignOfficialTestInput = yup.InferType<typeof assignOfficialTestSchema>;

/** Body of `POST /official-tests/:id/submission`: the options ticked per question. */
export const submitOfficialTestSchema = body({
  answers: yup
    .array(
      yup
        .object({
          question_id: fields.id().required('required'),
          option_ids: yup
            .array(fields.id().required('required'))
            .typeError('invalid')
            .max(limits.maxOptions, 'invalid')
            .default([]),
        })
        .typeError('invalid'),
    )
    .typeError('invalid')
    .required('required')
    .max(limits.maxQuestions, 'invalid'),
});
export type SubmitOfficialTestInput = yup.InferType<typeof submitOfficialTestSchema>;
