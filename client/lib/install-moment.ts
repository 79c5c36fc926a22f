/** When Kar may offer to be installed (issue 27): after a first saved job or CV, never on arrival. */
export const installMomentEvent = 'kar:install-moment';

export const markInstallMoment = () => window.dispatchEvent(new Event(installMomentEvent));
