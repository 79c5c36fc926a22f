/** The company's interviews and offers (issue 13): what the applicant panel mounts, and the interviews page. */
export { CompanyInterviewsPage, applicationHref } from './CompanyInterviewsPage';
export { InterviewsList } from './InterviewsList';
export { OfferDialog, type OfferDialogProps } from './OfferDialog';
export { OffersList } from './OffersList';
export { ScheduleInterviewDialog, type ScheduleInterviewDialogProps } from './ScheduleInterviewDialog';
