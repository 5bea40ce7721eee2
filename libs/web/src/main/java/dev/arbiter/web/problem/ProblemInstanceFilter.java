package dev.arbiter.web.problem;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * Names the request path as the {@code instance} of every problem answered without one, so code that refuses a
 * request (a resource method, a filter, a mapper) need not carry the path to say where.
 */
public class ProblemInstanceFilter {

    @ServerResponseFilter
    public void nameInstance(ContainerRequestContext request, ContainerResponseContext response) {
        if (response.getEntity() instanceof Problem problem && problem.instance() == null) {
            response.setEntity(new Problem(problem.type(), problem.title(), problem.status(), problem.detail(),
                    request.getUriInfo().getPath(), problem.invalidParams()));
        }
    }
}
