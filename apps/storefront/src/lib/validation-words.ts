// The browser's checks in the page's language (docs/nepal.md "Languages"): the words of validation.ts from
// the message catalogues. The rules stay the contract's (@sajilo/api); only their wording is the page's. A
// rule this does not word keeps the server's (English) message.
import { useLingui } from '@lingui/react/macro';
import { fileTypesText, type RuleError, ruleMessage } from '@sajilo/api';
import { useMemo } from 'react';
import { MAX_UPLOAD_BYTES, type ValidationWords } from './validation.js';

export function useValidationWords(): ValidationWords {
  const { t } = useLingui();
  return useMemo<ValidationWords>(() => {
    const required = t`This field is required.`;
    // Joins a list of file types: "PDF, DOC or DOCX".
    const or = t`or`;
    const email = t`Enter a valid email address.`;
    const megabytes = (bytes: number) => bytes / 1024 / 1024;
    const uploadMb = megabytes(MAX_UPLOAD_BYTES);
    const rule = (error: RuleError, field: string): string => {
      const { keyword, params } = error;
      const limit = Number(params.limit);
      if (keyword === 'required' || (keyword === 'minLength' && limit <= 1)) return required;
      if (keyword === 'format' && params.format === 'email') return email;
      if (keyword === 'format' && params.format === 'date') return t`Enter a valid date (YYYY-MM-DD).`;
      if (keyword === 'pattern' && /phone/.test(field)) return t`Enter a valid phone number.`;
      if (keyword === 'pattern') return t`This value is not in the expected format.`;
      if (keyword === 'minLength') return t`Use at least ${limit} characters.`;
      if (keyword === 'maxLength') return t`Use at most ${limit} characters.`;
      return ruleMessage(error, field);
    };
    return {
      required,
      email,
      tooLarge: t`Choose a file of at most ${uploadMb} MB.`,
      wrongType: (kind) => {
        const types = fileTypesText(kind.types, or);
        return t`Choose a ${types} file.`;
      },
      future: t`Choose a date that is not in the future.`,
      rule,
      file: (fileRule, problem) => {
        const maxMb = megabytes(fileRule.maxBytes);
        const types = fileTypesText(fileRule.types, or);
        return problem === 'size'
          ? t`The file must be at most ${maxMb} MB.`
          : t`The file must be a ${types} file.`;
      },
    };
  }, [t]);
}
