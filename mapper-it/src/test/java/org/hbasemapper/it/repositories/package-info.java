/** Repositories over a class entity: the seeds' weibo users read by key range, projection and filtered scans. */
package org.hbasemapper.it.repositories;
