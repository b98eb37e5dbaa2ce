import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ContactList } from '@/features/contacts/components/contact-list';
import { useProjects } from '@/lib/projects/project-context';

/** /contacts for the selected project, and /projects/{projectId}/contacts for the URL's one. */
export default function ContactsPage() {
  const { projectId: routeProjectId } = useParams();
  const { projects, selectedProject } = useProjects();
  const projectId = routeProjectId ?? selectedProject?._id ?? '';
  const project = projects.find((candidate) => candidate._id === projectId);

  return (
    <>
      <PageHeader
        title="Contacts"
        description={
          project
            ? `Companies and people found in the documents of ${project.name}`
            : 'Companies and people found in your documents'
        }
      />
      <ContactList key={projectId} projectId={projectId} />
    </>
  );
}
