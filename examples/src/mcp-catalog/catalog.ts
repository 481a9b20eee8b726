import { findIssues, updateIssue } from "./tools/issues.js";
import { listProjects } from "./tools/projects.js";

export const catalog = { find_issues: findIssues, update_issue: updateIssue, list_projects: listProjects };
