/** The list sections as the server names them in paths (the REST contract's "CV sections"; docs/decisions/0013-rest-and-trpc.md). */
export type ItemSection = 'languages' | 'education' | 'work-experience' | 'references' | 'awards' | 'additional-info';
