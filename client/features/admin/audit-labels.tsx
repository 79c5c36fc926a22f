import { Link } from '@tanstack/react-router';
import { type AuditAction, type AuditEntry, type AuditTargetType, auditActions, auditTargetTypes } from '../../../worker/features/admin/admin.schemas';
import { m } from '../../paraglide/messages';

/** Each audit code by its name in the reader's language (the codes are the shared list of admin.schemas.ts). */
const actionLabels: Record<AuditAction, () => string> = {
  'company.approve': m.adm_action_company_approve,
  'company.reject': m.adm_action_company_reject,
  'company.suspend': m.adm_action_company_suspend,
  'company.restore': m.adm_action_company_restore,
  'company.credits': m.adm_action_company_credits,
  'job.unpublish': m.adm_action_job_unpublish,
  'job.restore': m.adm_action_job_restore,
  'report.resolve': m.adm_action_report_resolve,
  'report.dismiss': m.adm_action_report_dismiss,
  'user.force_reset': m.adm_action_user_force_reset,
  'user.remove_second_factors': m.adm_action_user_remove_second_factors,
  'user.disable': m.adm_action_user_disable,
  'user.enable': m.adm_action_user_enable,
  'skill_request.approve': m.adm_action_skill_request_approve,
  'skill_request.reject': m.adm_action_skill_request_reject,
  'program.create': m.adm_action_program_create,
  'program.update': m.adm_action_program_update,
  'program.publish': m.adm_action_program_publish,
  'program.archive': m.adm_action_program_archive,
  'program.delete': m.adm_action_program_delete,
  'program.image': m.adm_action_program_image,
  'program.image_remove': m.adm_action_program_image_remove,
  'event.create': m.adm_action_event_create,
  'event.update': m.adm_action_event_update,
  'event.publish': m.adm_action_event_publish,
  'event.archive': m.adm_action_event_archive,
  'event.delete': m.adm_action_event_delete,
  'event.image': m.adm_action_event_image,
  'event.image_remove': m.adm_action_event_image_remove,
};
export const actionLabel = (action: AuditAction) => actionLabels[action]();
export const actionOptions = () => auditActions.map((value) => ({ value, label: actionLabel(value) }));

const targetLabels: Record<AuditTargetType, () => string> = {
  company: m.adm_target_company,
  job: m.adm_target_job,
  report: m.adm_target_report,
  user: m.adm_target_user,
  program: m.adm_target_program,
  skill_request: m.adm_target_skill_request,
};
export const targetLabel = (value: AuditTargetType) => targetLabels[value]();
export const targetOptions = () => auditTargetTypes.map((value) => ({ value, label: targetLabel(value) }));

const linkClass = 'font-medium text-brand-700 underline underline-offset-2';

/** Where an admin sees a target: a company's or user's account page, the job's page, the reports, the programs or events, the skill requests. */
function TargetLink({ entry, name }: { entry: AuditEntry; name: string }) {
  const { target_type: type, target_id: id } = entry;
  const text = <bdi>{name}</bdi>;
  if (type === 'job') {
    return (
      <Link to="/jobs/$id" params={{ id: String(id) }} className={linkClass}>
        {text}
      </Link>
    );
  }
  if (type === 'program') {
    return (
      <Link to={entry.action.startsWith('event.') ? '/admin/events' : '/admin/programs'} className={linkClass}>
        {text}
      </Link>
    );
  }
  const splat = type === 'report' ? 'reports' : type === 'skill_request' ? 'skill-requests' : `users/${id}`;
  return (
    <Link to="/admin/$" params={{ _splat: splat }} className={linkClass}>
      {text}
    </Link>
  );
}

/** The target of an entry: its type and a link named by it; one deleted since shows its type and id, not a link. */
export function AuditTarget({ entry }: { entry: AuditEntry }) {
  const { target_type: type, target_id: id, target_name: name } = entry;
  if (name === null) return <span>{m.adm_audit_target_missing({ target: targetLabel(type), id: String(id) })}</span>;
  return (
    <span>
      {targetLabel(type)}: <TargetLink entry={entry} name={name} />
    </span>
  );
}
