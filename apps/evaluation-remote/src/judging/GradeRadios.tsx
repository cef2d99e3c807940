import { GRADES, type Grade } from '@shop/api-client';
import { useShopTranslation } from '@shop/market';

export interface GradeRadiosProps {
  /** Unique on the page: the radio group's name. */
  name: string;
  /** What is graded, for the group's accessible name. */
  title: string;
  grade: Grade | undefined;
  onGrade(grade: Grade): void;
}

/** One result's grade 0–3 as a native radio group: Tab reaches it, arrow keys choose. */
export function GradeRadios({ name, title, grade, onGrade }: GradeRadiosProps) {
  const { t } = useShopTranslation('evaluation');
  return (
    <fieldset className="ev-grade" data-grade={grade ?? ''}>
      <legend className="sk-visually-hidden">{t('judging.gradeFor', { title })}</legend>
      {GRADES.map((g) => (
        <label key={g} className="ev-grade__option">
          <input type="radio" name={name} value={g} checked={grade === g} onChange={() => onGrade(g)} />
          <span>{g}</span>
          <span className="sk-visually-hidden"> {t(`judging.grade${g}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
