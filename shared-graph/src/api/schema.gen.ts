/**
 * Generated from the server's OpenAPI document (server/src/docs) by `pnpm --filter server api:types`; do not edit.
 * server/src/docs/api-types.test.ts fails while this file differs from what the route schemas produce.
 */

export type paths = {
    "/api/admin/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                active: boolean;
                                background_color: string | null;
                                created_at: string;
                                dismissable: boolean;
                                ends_at: string | null;
                                extra_link: string | null;
                                extra_title: string | null;
                                id: number;
                                message: string;
                                starts_at: string | null;
                                updated_at: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** active option */
                        active?: boolean;
                        /** background colour */
                        background_color?: string | null;
                        /** dismissable option */
                        dismissable?: boolean;
                        /**
                         * end time
                         * Format: date-time
                         */
                        ends_at?: string | null;
                        /** link */
                        extra_link?: string | null;
                        /** link text */
                        extra_title?: string | null;
                        /** message */
                        message: string;
                        /**
                         * start time
                         * Format: date-time
                         */
                        starts_at?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                active: boolean;
                                background_color: string | null;
                                created_at: string;
                                dismissable: boolean;
                                ends_at: string | null;
                                extra_link: string | null;
                                extra_title: string | null;
                                id: number;
                                message: string;
                                starts_at: string | null;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/announcements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                deleted: true;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** active option */
                        active?: boolean;
                        /** background colour */
                        background_color?: string | null;
                        /** dismissable option */
                        dismissable?: boolean;
                        /**
                         * end time
                         * Format: date-time
                         */
                        ends_at?: string | null;
                        /** link */
                        extra_link?: string | null;
                        /** link text */
                        extra_title?: string | null;
                        /** message */
                        message?: string;
                        /**
                         * start time
                         * Format: date-time
                         */
                        starts_at?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                active: boolean;
                                background_color: string | null;
                                created_at: string;
                                dismissable: boolean;
                                ends_at: string | null;
                                extra_link: string | null;
                                extra_title: string | null;
                                id: number;
                                message: string;
                                starts_at: string | null;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/announcements/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                active: boolean;
                                background_color: string | null;
                                created_at: string;
                                dismissable: boolean;
                                ends_at: string | null;
                                extra_link: string | null;
                                extra_title: string | null;
                                id: number;
                                message: string;
                                starts_at: string | null;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/announcements/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                active: boolean;
                                background_color: string | null;
                                created_at: string;
                                dismissable: boolean;
                                ends_at: string | null;
                                extra_link: string | null;
                                extra_title: string | null;
                                id: number;
                                message: string;
                                starts_at: string | null;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    before?: string;
                    limit?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                action: string;
                                actor: {
                                    id: number | null;
                                    login: string;
                                    role: string;
                                };
                                after: {
                                    [key: string]: unknown;
                                } | null;
                                before: {
                                    [key: string]: unknown;
                                } | null;
                                created_at: string;
                                id: number;
                                target: {
                                    id: string | null;
                                    label: string | null;
                                    type: string;
                                };
                            }[];
                            has_more: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    before?: string;
                    limit?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                active_subscriptions: {
                                    count: number;
                                    package: string;
                                }[];
                                connections: {
                                    ad_accounts: number;
                                    connected: number;
                                    expired: number;
                                };
                                pending: {
                                    deletion_requests: number;
                                    upgrade_requests: number;
                                };
                                rules: {
                                    enabled: number;
                                    failed_runs_24h: number;
                                    rules: number;
                                    runs_24h: number;
                                };
                                signups_per_day: {
                                    count: number;
                                    day: string;
                                }[];
                                teams: number;
                                users: {
                                    admins: number;
                                    cs: number;
                                    disabled: number;
                                    total: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/release-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                id: number;
                                last_used_at: string | null;
                                remotes: string[];
                                revoked_at: string | null;
                                team: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** remotes */
                        remotes: string[];
                        /** team */
                        team: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                id: number;
                                last_used_at: string | null;
                                remotes: string[];
                                revoked_at: string | null;
                                team: string;
                                token: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/release-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                id: number;
                                last_used_at: string | null;
                                remotes: string[];
                                revoked_at: string | null;
                                team: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                canary: number | null;
                                live: number | null;
                                releases: {
                                    area: unknown;
                                    build_id: string;
                                    canary_percent: number | null;
                                    canary_started_at: string | null;
                                    contract_version: number;
                                    created_at: string;
                                    health: {
                                        failure_rate: number | null;
                                        load_failures: number;
                                        loads: number;
                                        render_failures: number;
                                    };
                                    id: number;
                                    live: boolean;
                                    manifest_url: string;
                                    notes: string | null;
                                    promoted_at: string | null;
                                    published_by: string;
                                    remote: string;
                                    sequence: number;
                                    version: string;
                                }[];
                                remote: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/releases/{id}/canary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** canary percentage */
                        percent: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                area: unknown;
                                build_id: string;
                                canary_percent: number | null;
                                canary_started_at: string | null;
                                contract_version: number;
                                created_at: string;
                                id: number;
                                live: boolean;
                                manifest_url: string;
                                notes: string | null;
                                promoted_at: string | null;
                                published_by: string;
                                remote: string;
                                sequence: number;
                                version: string;
                            };
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                area: unknown;
                                build_id: string;
                                canary_percent: number | null;
                                canary_started_at: string | null;
                                contract_version: number;
                                created_at: string;
                                id: number;
                                live: boolean;
                                manifest_url: string;
                                notes: string | null;
                                promoted_at: string | null;
                                published_by: string;
                                remote: string;
                                sequence: number;
                                version: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/releases/{id}/preview-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** hours */
                        hours?: number;
                        /** login */
                        login?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                expires_at: string;
                                login: string;
                                remote: string;
                                url: string;
                                version: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/releases/{id}/promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                area: unknown;
                                build_id: string;
                                canary_percent: number | null;
                                canary_started_at: string | null;
                                contract_version: number;
                                created_at: string;
                                id: number;
                                live: boolean;
                                manifest_url: string;
                                notes: string | null;
                                promoted_at: string | null;
                                published_by: string;
                                remote: string;
                                sequence: number;
                                version: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/releases/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                action: string;
                                actor: {
                                    id: number | null;
                                    login: string;
                                    role: string;
                                };
                                after: {
                                    [key: string]: unknown;
                                } | null;
                                before: {
                                    [key: string]: unknown;
                                } | null;
                                created_at: string;
                                id: number;
                                target: {
                                    id: string | null;
                                    label: string | null;
                                    type: string;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rule-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                category: string;
                                created_at: string;
                                /** rule */
                                definition: {
                                    /** actions */
                                    actions: {
                                        /** change */
                                        amount?: number;
                                        /**
                                         * budget
                                         * @enum {string}
                                         */
                                        budget?: "daily" | "lifetime";
                                        /**
                                         * change unit
                                         * @enum {string}
                                         */
                                        by?: "percent" | "amount";
                                        /** highest value */
                                        ceiling?: number | null;
                                        /** e-mail notice */
                                        email?: boolean;
                                        /** lowest value */
                                        floor?: number | null;
                                        /** in-app notice */
                                        in_app?: boolean;
                                        /**
                                         * action
                                         * @enum {string}
                                         */
                                        type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                        /** webhook address */
                                        webhook_url?: string | null;
                                    }[];
                                    /** conditions */
                                    conditions: {
                                        /** conditions */
                                        items: {
                                            /** conditions of the group */
                                            conditions?: {
                                                /** metric */
                                                metric: string;
                                                /**
                                                 * comparison
                                                 * @enum {string}
                                                 */
                                                operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                                /** value to compare with */
                                                value: {
                                                    /** factor */
                                                    factor?: number;
                                                    /** metric */
                                                    metric?: string;
                                                    /** value to compare with */
                                                    value?: number;
                                                    /**
                                                     * time window
                                                     * @enum {string}
                                                     */
                                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                                };
                                                /** upper value */
                                                value_to?: {
                                                    /** factor */
                                                    factor?: number;
                                                    /** metric */
                                                    metric?: string;
                                                    /** upper value */
                                                    value?: number;
                                                    /**
                                                     * time window
                                                     * @enum {string}
                                                     */
                                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                                };
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            }[];
                                            /**
                                             * match
                                             * @enum {string}
                                             */
                                            match?: "all" | "any";
                                            /** metric */
                                            metric?: string;
                                            /**
                                             * comparison
                                             * @enum {string}
                                             */
                                            operator?: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                            /** value to compare with */
                                            value?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** value to compare with */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /** upper value */
                                            value_to?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** upper value */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        }[];
                                        /**
                                         * match
                                         * @enum {string}
                                         */
                                        match: "all" | "any";
                                    };
                                    /** cool-down */
                                    cooldown_hours: number;
                                    /** rule status */
                                    enabled: boolean;
                                    /** limit of runs per object */
                                    max_executions_per_object: number | null;
                                    /** rule name */
                                    name: string;
                                    /** schedule */
                                    schedule: {
                                        /** days */
                                        days?: number[];
                                        /** hours */
                                        hours?: number[];
                                        /**
                                         * schedule
                                         * @enum {string}
                                         */
                                        kind: "every_30_minutes" | "hourly" | "daily" | "custom";
                                        /** time of day */
                                        time?: string;
                                    };
                                    /** scope */
                                    scope: {
                                        /** chosen objects */
                                        ids?: string[];
                                        /**
                                         * object level
                                         * @enum {string}
                                         */
                                        level: "campaign" | "adset" | "ad";
                                        /** name filter */
                                        name_contains?: string;
                                        /** statuses */
                                        statuses?: ("ACTIVE" | "PAUSED")[];
                                    };
                                };
                                description: string;
                                id: number;
                                name: string;
                                position: number;
                                published: boolean;
                                updated_at: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** category */
                        category: string;
                        /** rule */
                        definition: {
                            /** actions */
                            actions: {
                                /** change */
                                amount?: number;
                                /**
                                 * budget
                                 * @enum {string}
                                 */
                                budget?: "daily" | "lifetime";
                                /**
                                 * change unit
                                 * @enum {string}
                                 */
                                by?: "percent" | "amount";
                                /** highest value */
                                ceiling?: number | null;
                                /** e-mail notice */
                                email?: boolean;
                                /** lowest value */
                                floor?: number | null;
                                /** in-app notice */
                                in_app?: boolean;
                                /**
                                 * action
                                 * @enum {string}
                                 */
                                type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                /** webhook address */
                                webhook_url?: string | null;
                            }[];
                            /** conditions */
                            conditions: {
                                /** conditions */
                                items: {
                                    /** conditions of the group */
                                    conditions?: {
                                        /** metric */
                                        metric: string;
                                        /**
                                         * comparison
                                         * @enum {string}
                                         */
                                        operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                        /** value to compare with */
                                        value: {
                                            /** factor */
                                            factor?: number;
                                            /** metric */
                                            metric?: string;
                                            /** value to compare with */
                                            value?: number;
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        };
                                        /** upper value */
                                        value_to?: {
                                            /** factor */
                                            factor?: number;
                                            /** metric */
                                            metric?: string;
                                            /** upper value */
                                            value?: number;
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        };
                                        /**
                                         * time window
                                         * @enum {string}
                                         */
                                        window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                    }[];
                                    /**
                                     * match
                                     * @enum {string}
                                     */
                                    match?: "all" | "any";
                                    /** metric */
                                    metric?: string;
                                    /**
                                     * comparison
                                     * @enum {string}
                                     */
                                    operator?: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                    /** value to compare with */
                                    value?: {
                                        /** factor */
                                        factor?: number;
                                        /** metric */
                                        metric?: string;
                                        /** value to compare with */
                                        value?: number;
                                        /**
                                         * time window
                                         * @enum {string}
                                         */
                                        window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                    };
                                    /** upper value */
                                    value_to?: {
                                        /** factor */
                                        factor?: number;
                                        /** metric */
                                        metric?: string;
                                        /** upper value */
                                        value?: number;
                                        /**
                                         * time window
                                         * @enum {string}
                                         */
                                        window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                    };
                                    /**
                                     * time window
                                     * @enum {string}
                                     */
                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                }[];
                                /**
                                 * match
                                 * @enum {string}
                                 */
                                match: "all" | "any";
                            };
                            /** cool-down */
                            cooldown_hours: number;
                            /** rule status */
                            enabled: boolean;
                            /** limit of runs per object */
                            max_executions_per_object: number | null;
                            /** rule name */
                            name: string;
                            /** schedule */
                            schedule: {
                                /** days */
                                days?: number[];
                                /** hours */
                                hours?: number[];
                                /**
                                 * schedule
                                 * @enum {string}
                                 */
                                kind: "every_30_minutes" | "hourly" | "daily" | "custom";
                                /** time of day */
                                time?: string;
                            };
                            /** scope */
                            scope: {
                                /** chosen objects */
                                ids?: string[];
                                /**
                                 * object level
                                 * @enum {string}
                                 */
                                level: "campaign" | "adset" | "ad";
                                /** name filter */
                                name_contains?: string;
                                /** statuses */
                                statuses?: ("ACTIVE" | "PAUSED")[];
                            };
                        };
                        /** description */
                        description?: string;
                        /** template name */
                        name: string;
                        /** published option */
                        published?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                category: string;
                                created_at: string;
                                /** rule */
                                definition: {
                                    /** actions */
                                    actions: {
                                        /** change */
                                        amount?: number;
                                        /**
                                         * budget
                                         * @enum {string}
                                         */
                                        budget?: "daily" | "lifetime";
                                        /**
                                         * change unit
                                         * @enum {string}
                                         */
                                        by?: "percent" | "amount";
                                        /** highest value */
                                        ceiling?: number | null;
                                        /** e-mail notice */
                                        email?: boolean;
                                        /** lowest value */
                                        floor?: number | null;
                                        /** in-app notice */
                                        in_app?: boolean;
                                        /**
                                         * action
                                         * @enum {string}
                                         */
                                        type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                        /** webhook address */
                                        webhook_url?: string | null;
                                    }[];
                                    /** conditions */
                                    conditions: {
                                        /** conditions */
                                        items: {
                                            /** conditions of the group */
                                            conditions?: {
                                                /** metric */
                                                metric: string;
                                                /**
                                                 * comparison
                                                 * @enum {string}
                                                 */
                                                operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                                /** value to compare with */
                                                value: {
                                                    /** factor */
                                                    factor?: number;
                                                    /** metric */
                                                    metric?: string;
                                                    /** value to compare with */
                                                    value?: number;
                                                    /**
                                                     * time window
                                                     * @enum {string}
                                                     */
                                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                                };
                                                /** upper value */
                                                value_to?: {
                                                    /** factor */
                                                    factor?: number;
                                                    /** metric */
                                                    metric?: string;
                                                    /** upper value */
                                                    value?: number;
                                                    /**
                                                     * time window
                                                     * @enum {string}
                                                     */
                                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                                };
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            }[];
                                            /**
                                             * match
                                             * @enum {string}
                                             */
                                            match?: "all" | "any";
                                            /** metric */
                                            metric?: string;
                                            /**
                                             * comparison
                                             * @enum {string}
                                             */
                                            operator?: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                            /** value to compare with */
                                            value?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** value to compare with */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /** upper value */
                                            value_to?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** upper value */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        }[];
                                        /**
                                         * match
                                         * @enum {string}
                                         */
                                        match: "all" | "any";
                                    };
                                    /** cool-down */
                                    cooldown_hours: number;
                                    /** rule status */
                                    enabled: boolean;
                                    /** limit of runs per object */
                                    max_executions_per_object: number | null;
                                    /** rule name */
                                    name: string;
                                    /** schedule */
                                    schedule: {
                                        /** days */
                                        days?: number[];
                                        /** hours */
                                        hours?: number[];
                                        /**
                                         * schedule
                                         * @enum {string}
                                         */
                                        kind: "every_30_minutes" | "hourly" | "daily" | "custom";
                                        /** time of day */
                                        time?: string;
                                    };
                                    /** scope */
                                    scope: {
                                        /** chosen objects */
                                        ids?: string[];
                                        /**
                                         * object level
                                         * @enum {string}
                                         */
                                        level: "campaign" | "adset" | "ad";
                                        /** name filter */
                                        name_contains?: string;
                                        /** statuses */
                                        statuses?: ("ACTIVE" | "PAUSED")[];
                                    };
                                };
                                description: string;
                                id: number;
                                name: string;
                                position: number;
                                published: boolean;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rule-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                category: string;
                                created_at: string;
                                /** rule */
                                definition: {
                                    /** actions */
                                    actions: {
                                        /** change */
                                        amount?: number;
                                        /**
                                         * budget
                                         * @enum {string}
                                         */
                                        budget?: "daily" | "lifetime";
                                        /**
                                         * change unit
                                         * @enum {string}
                                         */
                                        by?: "percent" | "amount";
                                        /** highest value */
                                        ceiling?: number | null;
                                        /** e-mail notice */
                                        email?: boolean;
                                        /** lowest value */
                                        floor?: number | null;
                                        /** in-app notice */
                                        in_app?: boolean;
                                        /**
                                         * action
                                         * @enum {string}
                                         */
                                        type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                        /** webhook address */
                                        webhook_url?: string | null;
                                    }[];
                                    /** conditions */
                                    conditions: {
                                        /** conditions */
                                        items: {
                                            /** conditions of the group */
                                            conditions?: {
                                                /** metric */
                                                metric: string;
                                                /**
                                                 * comparison
                                                 * @enum {string}
                                                 */
                                                operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                                /** value to compare with */
                                                value: {
                                                    /** factor */
                                                    factor?: number;
                                                    /** metric */
                                                    metric?: string;
                                                    /** value to compare with */
                                                    value?: number;
                                                    /**
                                                     * time window
                                                     * @enum {string}
                                                     */
                                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                                };
                                                /** upper value */
                                                value_to?: {
                                                    /** factor */
                                                    factor?: number;
                                                    /** metric */
                                                    metric?: string;
                                                    /** upper value */
                                                    value?: number;
                                                    /**
                                                     * time window
                                                     * @enum {string}
                                                     */
                                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                                };
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            }[];
                                            /**
                                             * match
                                             * @enum {string}
                                             */
                                            match?: "all" | "any";
                                            /** metric */
                                            metric?: string;
                                            /**
                                             * comparison
                                             * @enum {string}
                                             */
                                            operator?: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                            /** value to compare with */
                                            value?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** value to compare with */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /** upper value */
                                            value_to?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** upper value */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        }[];
                                        /**
                                         * match
                                         * @enum {string}
                                         */
                                        match: "all" | "any";
                                    };
                                    /** cool-down */
                                    cooldown_hours: number;
                                    /** rule status */
                                    enabled: boolean;
                                    /** limit of runs per object */
                                    max_executions_per_object: number | null;
                                    /** rule name */
                                    name: string;
                                    /** schedule */
                                    schedule: {
                                        /** days */
                                        days?: number[];
                                        /** hours */
                                        hours?: number[];
                                        /**
                                         * schedule
                                         * @enum {string}
                                         */
                                        kind: "every_30_minutes" | "hourly" | "daily" | "custom";
                                        /** time of day */
                                        time?: string;
                                    };
                                    /** scope */
                                    scope: {
                                        /** chosen objects */
                                        ids?: string[];
                                        /**
                                         * object level
                                         * @enum {string}
                                         */
                                        level: "campaign" | "adset" | "ad";
                                        /** name filter */
                                        name_contains?: string;
                                        /** statuses */
                                        statuses?: ("ACTIVE" | "PAUSED")[];
                                    };
                                };
                                description: string;
                                id: number;
                                name: string;
                                position: number;
                                published: boolean;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                deleted: true;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** category */
                        category?: string;
                        /** rule */
                        definition?: {
                            /** actions */
                            actions: {
                                /** change */
                                amount?: number;
                                /**
                                 * budget
                                 * @enum {string}
                                 */
                                budget?: "daily" | "lifetime";
                                /**
                                 * change unit
                                 * @enum {string}
                                 */
                                by?: "percent" | "amount";
                                /** highest value */
                                ceiling?: number | null;
                                /** e-mail notice */
                                email?: boolean;
                                /** lowest value */
                                floor?: number | null;
                                /** in-app notice */
                                in_app?: boolean;
                                /**
                                 * action
                                 * @enum {string}
                                 */
                                type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                /** webhook address */
                                webhook_url?: string | null;
                            }[];
                            /** conditions */
                            conditions: {
                                /** conditions */
                                items: {
                                    /** conditions of the group */
                                    conditions?: {
                                        /** metric */
                                        metric: string;
                                        /**
                                         * comparison
                                         * @enum {string}
                                         */
                                        operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                        /** value to compare with */
                                        value: {
                                            /** factor */
                                            factor?: number;
                                            /** metric */
                                            metric?: string;
                                            /** value to compare with */
                                            value?: number;
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        };
                                        /** upper value */
                                        value_to?: {
                                            /** factor */
                                            factor?: number;
                                            /** metric */
                                            metric?: string;
                                            /** upper value */
                                            value?: number;
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        };
                                        /**
                                         * time window
                                         * @enum {string}
                                         */
                                        window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                    }[];
                                    /**
                                     * match
                                     * @enum {string}
                                     */
                                    match?: "all" | "any";
                                    /** metric */
                                    metric?: string;
                                    /**
                                     * comparison
                                     * @enum {string}
                                     */
                                    operator?: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                    /** value to compare with */
                                    value?: {
                                        /** factor */
                                        factor?: number;
                                        /** metric */
                                        metric?: string;
                                        /** value to compare with */
                                        value?: number;
                                        /**
                                         * time window
                                         * @enum {string}
                                         */
                                        window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                    };
                                    /** upper value */
                                    value_to?: {
                                        /** factor */
                                        factor?: number;
                                        /** metric */
                                        metric?: string;
                                        /** upper value */
                                        value?: number;
                                        /**
                                         * time window
                                         * @enum {string}
                                         */
                                        window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                    };
                                    /**
                                     * time window
                                     * @enum {string}
                                     */
                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                }[];
                                /**
                                 * match
                                 * @enum {string}
                                 */
                                match: "all" | "any";
                            };
                            /** cool-down */
                            cooldown_hours: number;
                            /** rule status */
                            enabled: boolean;
                            /** limit of runs per object */
                            max_executions_per_object: number | null;
                            /** rule name */
                            name: string;
                            /** schedule */
                            schedule: {
                                /** days */
                                days?: number[];
                                /** hours */
                                hours?: number[];
                                /**
                                 * schedule
                                 * @enum {string}
                                 */
                                kind: "every_30_minutes" | "hourly" | "daily" | "custom";
                                /** time of day */
                                time?: string;
                            };
                            /** scope */
                            scope: {
                                /** chosen objects */
                                ids?: string[];
                                /**
                                 * object level
                                 * @enum {string}
                                 */
                                level: "campaign" | "adset" | "ad";
                                /** name filter */
                                name_contains?: string;
                                /** statuses */
                                statuses?: ("ACTIVE" | "PAUSED")[];
                            };
                        };
                        /** description */
                        description?: string;
                        /** template name */
                        name?: string;
                        /** published option */
                        published?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                category: string;
                                created_at: string;
                                /** rule */
                                definition: {
                                    /** actions */
                                    actions: {
                                        /** change */
                                        amount?: number;
                                        /**
                                         * budget
                                         * @enum {string}
                                         */
                                        budget?: "daily" | "lifetime";
                                        /**
                                         * change unit
                                         * @enum {string}
                                         */
                                        by?: "percent" | "amount";
                                        /** highest value */
                                        ceiling?: number | null;
                                        /** e-mail notice */
                                        email?: boolean;
                                        /** lowest value */
                                        floor?: number | null;
                                        /** in-app notice */
                                        in_app?: boolean;
                                        /**
                                         * action
                                         * @enum {string}
                                         */
                                        type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                        /** webhook address */
                                        webhook_url?: string | null;
                                    }[];
                                    /** conditions */
                                    conditions: {
                                        /** conditions */
                                        items: {
                                            /** conditions of the group */
                                            conditions?: {
                                                /** metric */
                                                metric: string;
                                                /**
                                                 * comparison
                                                 * @enum {string}
                                                 */
                                                operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                                /** value to compare with */
                                                value: {
                                                    /** factor */
                                                    factor?: number;
                                                    /** metric */
                                                    metric?: string;
                                                    /** value to compare with */
                                                    value?: number;
                                                    /**
                                                     * time window
                                                     * @enum {string}
                                                     */
                                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                                };
                                                /** upper value */
                                                value_to?: {
                                                    /** factor */
                                                    factor?: number;
                                                    /** metric */
                                                    metric?: string;
                                                    /** upper value */
                                                    value?: number;
                                                    /**
                                                     * time window
                                                     * @enum {string}
                                                     */
                                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                                };
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            }[];
                                            /**
                                             * match
                                             * @enum {string}
                                             */
                                            match?: "all" | "any";
                                            /** metric */
                                            metric?: string;
                                            /**
                                             * comparison
                                             * @enum {string}
                                             */
                                            operator?: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                            /** value to compare with */
                                            value?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** value to compare with */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /** upper value */
                                            value_to?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** upper value */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        }[];
                                        /**
                                         * match
                                         * @enum {string}
                                         */
                                        match: "all" | "any";
                                    };
                                    /** cool-down */
                                    cooldown_hours: number;
                                    /** rule status */
                                    enabled: boolean;
                                    /** limit of runs per object */
                                    max_executions_per_object: number | null;
                                    /** rule name */
                                    name: string;
                                    /** schedule */
                                    schedule: {
                                        /** days */
                                        days?: number[];
                                        /** hours */
                                        hours?: number[];
                                        /**
                                         * schedule
                                         * @enum {string}
                                         */
                                        kind: "every_30_minutes" | "hourly" | "daily" | "custom";
                                        /** time of day */
                                        time?: string;
                                    };
                                    /** scope */
                                    scope: {
                                        /** chosen objects */
                                        ids?: string[];
                                        /**
                                         * object level
                                         * @enum {string}
                                         */
                                        level: "campaign" | "adset" | "ad";
                                        /** name filter */
                                        name_contains?: string;
                                        /** statuses */
                                        statuses?: ("ACTIVE" | "PAUSED")[];
                                    };
                                };
                                description: string;
                                id: number;
                                name: string;
                                position: number;
                                published: boolean;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/rule-templates/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** template order */
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                category: string;
                                created_at: string;
                                /** rule */
                                definition: {
                                    /** actions */
                                    actions: {
                                        /** change */
                                        amount?: number;
                                        /**
                                         * budget
                                         * @enum {string}
                                         */
                                        budget?: "daily" | "lifetime";
                                        /**
                                         * change unit
                                         * @enum {string}
                                         */
                                        by?: "percent" | "amount";
                                        /** highest value */
                                        ceiling?: number | null;
                                        /** e-mail notice */
                                        email?: boolean;
                                        /** lowest value */
                                        floor?: number | null;
                                        /** in-app notice */
                                        in_app?: boolean;
                                        /**
                                         * action
                                         * @enum {string}
                                         */
                                        type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                        /** webhook address */
                                        webhook_url?: string | null;
                                    }[];
                                    /** conditions */
                                    conditions: {
                                        /** conditions */
                                        items: {
                                            /** conditions of the group */
                                            conditions?: {
                                                /** metric */
                                                metric: string;
                                                /**
                                                 * comparison
                                                 * @enum {string}
                                                 */
                                                operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                                /** value to compare with */
                                                value: {
                                                    /** factor */
                                                    factor?: number;
                                                    /** metric */
                                                    metric?: string;
                                                    /** value to compare with */
                                                    value?: number;
                                                    /**
                                                     * time window
                                                     * @enum {string}
                                                     */
                                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                                };
                                                /** upper value */
                                                value_to?: {
                                                    /** factor */
                                                    factor?: number;
                                                    /** metric */
                                                    metric?: string;
                                                    /** upper value */
                                                    value?: number;
                                                    /**
                                                     * time window
                                                     * @enum {string}
                                                     */
                                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                                };
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            }[];
                                            /**
                                             * match
                                             * @enum {string}
                                             */
                                            match?: "all" | "any";
                                            /** metric */
                                            metric?: string;
                                            /**
                                             * comparison
                                             * @enum {string}
                                             */
                                            operator?: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                            /** value to compare with */
                                            value?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** value to compare with */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /** upper value */
                                            value_to?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** upper value */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        }[];
                                        /**
                                         * match
                                         * @enum {string}
                                         */
                                        match: "all" | "any";
                                    };
                                    /** cool-down */
                                    cooldown_hours: number;
                                    /** rule status */
                                    enabled: boolean;
                                    /** limit of runs per object */
                                    max_executions_per_object: number | null;
                                    /** rule name */
                                    name: string;
                                    /** schedule */
                                    schedule: {
                                        /** days */
                                        days?: number[];
                                        /** hours */
                                        hours?: number[];
                                        /**
                                         * schedule
                                         * @enum {string}
                                         */
                                        kind: "every_30_minutes" | "hourly" | "daily" | "custom";
                                        /** time of day */
                                        time?: string;
                                    };
                                    /** scope */
                                    scope: {
                                        /** chosen objects */
                                        ids?: string[];
                                        /**
                                         * object level
                                         * @enum {string}
                                         */
                                        level: "campaign" | "adset" | "ad";
                                        /** name filter */
                                        name_contains?: string;
                                        /** statuses */
                                        statuses?: ("ACTIVE" | "PAUSED")[];
                                    };
                                };
                                description: string;
                                id: number;
                                name: string;
                                position: number;
                                published: boolean;
                                updated_at: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/upgrade-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                fulfilled_at: string | null;
                                id: number;
                                login?: string;
                                note: string | null;
                                plan: string;
                                /** @enum {string} */
                                status: "pending" | "fulfilled" | "cancelled";
                                user_id: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/upgrade-requests/{id}/fulfil": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                fulfilled_at: string | null;
                                id: number;
                                login?: string;
                                note: string | null;
                                plan: string;
                                /** @enum {string} */
                                status: "pending" | "fulfilled" | "cancelled";
                                user_id: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    connection?: "connected" | "expired" | "none";
                    limit?: string;
                    package?: "Starter" | "Pro" | "Agency" | "none";
                    page?: string;
                    q?: string;
                    role?: "user" | "cs" | "admin";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                connection: "connected" | "expired" | "none";
                                created_at: string;
                                disabled: boolean;
                                email: string | null;
                                expires_at: string | null;
                                id: number;
                                login: string;
                                package: string | null;
                                /** @enum {string} */
                                role: "user" | "cs" | "admin";
                            }[];
                            has_more: boolean;
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** user name */
                        login: string;
                        /** password */
                        password: string;
                        /**
                         * role
                         * @enum {string}
                         */
                        role?: "user" | "cs" | "admin";
                        /**
                         * plan expiry
                         * Format: date-time
                         */
                        subscription_expires_at?: string | null;
                        /**
                         * package
                         * @enum {string|null}
                         */
                        subscription_package?: "Starter" | "Pro" | "Agency" | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                audit: {
                                    action: string;
                                    actor: {
                                        id: number | null;
                                        login: string;
                                        role: string;
                                    };
                                    after: {
                                        [key: string]: unknown;
                                    } | null;
                                    before: {
                                        [key: string]: unknown;
                                    } | null;
                                    created_at: string;
                                    id: number;
                                    target: {
                                        id: string | null;
                                        label: string | null;
                                        type: string;
                                    };
                                }[];
                                connection: {
                                    accounts_synced_at: string | null;
                                    ad_accounts: number;
                                    connected_at: string;
                                    name: string;
                                    platform_user_id: string;
                                    scopes: string[];
                                    /** @enum {string} */
                                    state: "connected" | "expired" | "none";
                                    token_checked_at: string | null;
                                    token_expires_at: string | null;
                                } | null;
                                created_at: string;
                                deletion_requests: {
                                    completed_at: string | null;
                                    id: string;
                                    requested_at: string;
                                    scheduled_for: string;
                                    /** @enum {string} */
                                    status: "pending" | "completed";
                                }[];
                                disabled_at: string | null;
                                email: string | null;
                                id: number;
                                login: string;
                                outbox: {
                                    created_at: string;
                                    id: number;
                                    kind: string;
                                    subject: string;
                                    text: string;
                                    to: string;
                                }[];
                                pending_email: string | null;
                                problems: {
                                    /** @enum {string} */
                                    code: "disabled" | "not_connected" | "connection_expired" | "no_ad_accounts" | "token_unchecked" | "plan_expired" | "no_email";
                                    message: string;
                                }[];
                                recent_errors: {
                                    at: string;
                                    message: string;
                                    rule: {
                                        id: number;
                                        name: string;
                                    };
                                    /** @enum {string} */
                                    source: "rule";
                                }[];
                                /** @enum {string} */
                                role: "user" | "cs" | "admin";
                                subscription: {
                                    expired: boolean;
                                    expires_at: string | null;
                                    package: string | null;
                                };
                                teams: {
                                    id: number;
                                    members: {
                                        id: number;
                                        name: string;
                                    }[];
                                    name: string;
                                    owner: {
                                        id: number;
                                        name: string;
                                    };
                                    package: string | null;
                                    /** @enum {string} */
                                    role: "owner" | "member";
                                }[];
                                upgrade_requests: {
                                    created_at: string;
                                    fulfilled_at: string | null;
                                    id: number;
                                    login?: string;
                                    note: string | null;
                                    plan: string;
                                    /** @enum {string} */
                                    status: "pending" | "fulfilled" | "cancelled";
                                    user_id: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                audit: {
                                    action: string;
                                    actor: {
                                        id: number | null;
                                        login: string;
                                        role: string;
                                    };
                                    after: {
                                        [key: string]: unknown;
                                    } | null;
                                    before: {
                                        [key: string]: unknown;
                                    } | null;
                                    created_at: string;
                                    id: number;
                                    target: {
                                        id: string | null;
                                        label: string | null;
                                        type: string;
                                    };
                                }[];
                                connection: {
                                    accounts_synced_at: string | null;
                                    ad_accounts: number;
                                    connected_at: string;
                                    name: string;
                                    platform_user_id: string;
                                    scopes: string[];
                                    /** @enum {string} */
                                    state: "connected" | "expired" | "none";
                                    token_checked_at: string | null;
                                    token_expires_at: string | null;
                                } | null;
                                created_at: string;
                                deletion_requests: {
                                    completed_at: string | null;
                                    id: string;
                                    requested_at: string;
                                    scheduled_for: string;
                                    /** @enum {string} */
                                    status: "pending" | "completed";
                                }[];
                                disabled_at: string | null;
                                email: string | null;
                                id: number;
                                login: string;
                                outbox: {
                                    created_at: string;
                                    id: number;
                                    kind: string;
                                    subject: string;
                                    text: string;
                                    to: string;
                                }[];
                                pending_email: string | null;
                                problems: {
                                    /** @enum {string} */
                                    code: "disabled" | "not_connected" | "connection_expired" | "no_ad_accounts" | "token_unchecked" | "plan_expired" | "no_email";
                                    message: string;
                                }[];
                                recent_errors: {
                                    at: string;
                                    message: string;
                                    rule: {
                                        id: number;
                                        name: string;
                                    };
                                    /** @enum {string} */
                                    source: "rule";
                                }[];
                                /** @enum {string} */
                                role: "user" | "cs" | "admin";
                                subscription: {
                                    expired: boolean;
                                    expires_at: string | null;
                                    package: string | null;
                                };
                                teams: {
                                    id: number;
                                    members: {
                                        id: number;
                                        name: string;
                                    }[];
                                    name: string;
                                    owner: {
                                        id: number;
                                        name: string;
                                    };
                                    package: string | null;
                                    /** @enum {string} */
                                    role: "owner" | "member";
                                }[];
                                upgrade_requests: {
                                    created_at: string;
                                    fulfilled_at: string | null;
                                    id: number;
                                    login?: string;
                                    note: string | null;
                                    plan: string;
                                    /** @enum {string} */
                                    status: "pending" | "fulfilled" | "cancelled";
                                    user_id: number;
                                }[];
                            } | {
                                connection: {
                                    accounts_synced_at: string | null;
                                    ad_accounts: number;
                                    connected_at: string;
                                    name: string;
                                    platform_user_id: string;
                                    scopes: string[];
                                    /** @enum {string} */
                                    state: "connected" | "expired" | "none";
                                    token_checked_at: string | null;
                                    token_expires_at: string | null;
                                } | null;
                                created_at: string;
                                disabled_at: string | null;
                                email: string | null;
                                id: number;
                                login: string;
                                pending_email: string | null;
                                problems: {
                                    /** @enum {string} */
                                    code: "disabled" | "not_connected" | "connection_expired" | "no_ad_accounts" | "token_unchecked" | "plan_expired" | "no_email";
                                    message: string;
                                }[];
                                recent_errors: {
                                    at: string;
                                    message: string;
                                    rule: {
                                        id: number;
                                        name: string;
                                    };
                                    /** @enum {string} */
                                    source: "rule";
                                }[];
                                /** @enum {string} */
                                role: "user" | "cs" | "admin";
                                subscription: {
                                    expired: boolean;
                                    expires_at: string | null;
                                    package: string | null;
                                };
                                teams: {
                                    id: number;
                                    members: {
                                        id: number;
                                        name: string;
                                    }[];
                                    name: string;
                                    owner: {
                                        id: number;
                                        name: string;
                                    };
                                    package: string | null;
                                    /** @enum {string} */
                                    role: "owner" | "member";
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * role
                         * @enum {string}
                         */
                        role?: "user" | "cs" | "admin";
                        /**
                         * plan expiry
                         * Format: date-time
                         */
                        subscription_expires_at?: string | null;
                        /**
                         * package
                         * @enum {string|null}
                         */
                        subscription_package?: "Starter" | "Pro" | "Agency" | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                audit: {
                                    action: string;
                                    actor: {
                                        id: number | null;
                                        login: string;
                                        role: string;
                                    };
                                    after: {
                                        [key: string]: unknown;
                                    } | null;
                                    before: {
                                        [key: string]: unknown;
                                    } | null;
                                    created_at: string;
                                    id: number;
                                    target: {
                                        id: string | null;
                                        label: string | null;
                                        type: string;
                                    };
                                }[];
                                connection: {
                                    accounts_synced_at: string | null;
                                    ad_accounts: number;
                                    connected_at: string;
                                    name: string;
                                    platform_user_id: string;
                                    scopes: string[];
                                    /** @enum {string} */
                                    state: "connected" | "expired" | "none";
                                    token_checked_at: string | null;
                                    token_expires_at: string | null;
                                } | null;
                                created_at: string;
                                deletion_requests: {
                                    completed_at: string | null;
                                    id: string;
                                    requested_at: string;
                                    scheduled_for: string;
                                    /** @enum {string} */
                                    status: "pending" | "completed";
                                }[];
                                disabled_at: string | null;
                                email: string | null;
                                id: number;
                                login: string;
                                outbox: {
                                    created_at: string;
                                    id: number;
                                    kind: string;
                                    subject: string;
                                    text: string;
                                    to: string;
                                }[];
                                pending_email: string | null;
                                problems: {
                                    /** @enum {string} */
                                    code: "disabled" | "not_connected" | "connection_expired" | "no_ad_accounts" | "token_unchecked" | "plan_expired" | "no_email";
                                    message: string;
                                }[];
                                recent_errors: {
                                    at: string;
                                    message: string;
                                    rule: {
                                        id: number;
                                        name: string;
                                    };
                                    /** @enum {string} */
                                    source: "rule";
                                }[];
                                /** @enum {string} */
                                role: "user" | "cs" | "admin";
                                subscription: {
                                    expired: boolean;
                                    expires_at: string | null;
                                    package: string | null;
                                };
                                teams: {
                                    id: number;
                                    members: {
                                        id: number;
                                        name: string;
                                    }[];
                                    name: string;
                                    owner: {
                                        id: number;
                                        name: string;
                                    };
                                    package: string | null;
                                    /** @enum {string} */
                                    role: "owner" | "member";
                                }[];
                                upgrade_requests: {
                                    created_at: string;
                                    fulfilled_at: string | null;
                                    id: number;
                                    login?: string;
                                    note: string | null;
                                    plan: string;
                                    /** @enum {string} */
                                    status: "pending" | "fulfilled" | "cancelled";
                                    user_id: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/user/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                audit: {
                                    action: string;
                                    actor: {
                                        id: number | null;
                                        login: string;
                                        role: string;
                                    };
                                    after: {
                                        [key: string]: unknown;
                                    } | null;
                                    before: {
                                        [key: string]: unknown;
                                    } | null;
                                    created_at: string;
                                    id: number;
                                    target: {
                                        id: string | null;
                                        label: string | null;
                                        type: string;
                                    };
                                }[];
                                connection: {
                                    accounts_synced_at: string | null;
                                    ad_accounts: number;
                                    connected_at: string;
                                    name: string;
                                    platform_user_id: string;
                                    scopes: string[];
                                    /** @enum {string} */
                                    state: "connected" | "expired" | "none";
                                    token_checked_at: string | null;
                                    token_expires_at: string | null;
                                } | null;
                                created_at: string;
                                deletion_requests: {
                                    completed_at: string | null;
                                    id: string;
                                    requested_at: string;
                                    scheduled_for: string;
                                    /** @enum {string} */
                                    status: "pending" | "completed";
                                }[];
                                disabled_at: string | null;
                                email: string | null;
                                id: number;
                                login: string;
                                outbox: {
                                    created_at: string;
                                    id: number;
                                    kind: string;
                                    subject: string;
                                    text: string;
                                    to: string;
                                }[];
                                pending_email: string | null;
                                problems: {
                                    /** @enum {string} */
                                    code: "disabled" | "not_connected" | "connection_expired" | "no_ad_accounts" | "token_unchecked" | "plan_expired" | "no_email";
                                    message: string;
                                }[];
                                recent_errors: {
                                    at: string;
                                    message: string;
                                    rule: {
                                        id: number;
                                        name: string;
                                    };
                                    /** @enum {string} */
                                    source: "rule";
                                }[];
                                /** @enum {string} */
                                role: "user" | "cs" | "admin";
                                subscription: {
                                    expired: boolean;
                                    expires_at: string | null;
                                    package: string | null;
                                };
                                teams: {
                                    id: number;
                                    members: {
                                        id: number;
                                        name: string;
                                    }[];
                                    name: string;
                                    owner: {
                                        id: number;
                                        name: string;
                                    };
                                    package: string | null;
                                    /** @enum {string} */
                                    role: "owner" | "member";
                                }[];
                                upgrade_requests: {
                                    created_at: string;
                                    fulfilled_at: string | null;
                                    id: number;
                                    login?: string;
                                    note: string | null;
                                    plan: string;
                                    /** @enum {string} */
                                    status: "pending" | "fulfilled" | "cancelled";
                                    user_id: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                audit: {
                                    action: string;
                                    actor: {
                                        id: number | null;
                                        login: string;
                                        role: string;
                                    };
                                    after: {
                                        [key: string]: unknown;
                                    } | null;
                                    before: {
                                        [key: string]: unknown;
                                    } | null;
                                    created_at: string;
                                    id: number;
                                    target: {
                                        id: string | null;
                                        label: string | null;
                                        type: string;
                                    };
                                }[];
                                connection: {
                                    accounts_synced_at: string | null;
                                    ad_accounts: number;
                                    connected_at: string;
                                    name: string;
                                    platform_user_id: string;
                                    scopes: string[];
                                    /** @enum {string} */
                                    state: "connected" | "expired" | "none";
                                    token_checked_at: string | null;
                                    token_expires_at: string | null;
                                } | null;
                                created_at: string;
                                deletion_requests: {
                                    completed_at: string | null;
                                    id: string;
                                    requested_at: string;
                                    scheduled_for: string;
                                    /** @enum {string} */
                                    status: "pending" | "completed";
                                }[];
                                disabled_at: string | null;
                                email: string | null;
                                id: number;
                                login: string;
                                outbox: {
                                    created_at: string;
                                    id: number;
                                    kind: string;
                                    subject: string;
                                    text: string;
                                    to: string;
                                }[];
                                pending_email: string | null;
                                problems: {
                                    /** @enum {string} */
                                    code: "disabled" | "not_connected" | "connection_expired" | "no_ad_accounts" | "token_unchecked" | "plan_expired" | "no_email";
                                    message: string;
                                }[];
                                recent_errors: {
                                    at: string;
                                    message: string;
                                    rule: {
                                        id: number;
                                        name: string;
                                    };
                                    /** @enum {string} */
                                    source: "rule";
                                }[];
                                /** @enum {string} */
                                role: "user" | "cs" | "admin";
                                subscription: {
                                    expired: boolean;
                                    expires_at: string | null;
                                    package: string | null;
                                };
                                teams: {
                                    id: number;
                                    members: {
                                        id: number;
                                        name: string;
                                    }[];
                                    name: string;
                                    owner: {
                                        id: number;
                                        name: string;
                                    };
                                    package: string | null;
                                    /** @enum {string} */
                                    role: "owner" | "member";
                                }[];
                                upgrade_requests: {
                                    created_at: string;
                                    fulfilled_at: string | null;
                                    id: number;
                                    login?: string;
                                    note: string | null;
                                    plan: string;
                                    /** @enum {string} */
                                    status: "pending" | "fulfilled" | "cancelled";
                                    user_id: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/{id}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                sent_to: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/adsmanager/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                columns: {
                                    hidden: string[];
                                    order: string[];
                                } | null;
                                layout: {
                                    formats: {
                                        colour: "red" | "amber" | "green";
                                        metric: string;
                                        operator: "above" | "below" | "between";
                                        to: number | null;
                                        value: number;
                                    }[];
                                    sort: {
                                        desc: boolean;
                                        id: string;
                                    }[];
                                    widths: {
                                        [key: string]: number;
                                    };
                                } | null;
                                preset: string | null;
                                view_id: number | null;
                            };
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        columns: {
                            /** hidden columns */
                            hidden: string[];
                            /** column order */
                            order: string[];
                        };
                        layout?: {
                            /** conditional formats */
                            formats: {
                                /**
                                 * colour
                                 * @enum {string}
                                 */
                                colour: "red" | "amber" | "green";
                                /** column */
                                metric: string;
                                /**
                                 * operator
                                 * @enum {string}
                                 */
                                operator: "above" | "below" | "between";
                                /** upper value */
                                to: number | null;
                                /** value */
                                value: number;
                            }[];
                            /** sort */
                            sort: {
                                /** descending */
                                desc: boolean;
                                /** column */
                                id: string;
                            }[];
                            /** column widths */
                            widths: {
                                [key: string]: number;
                            };
                        };
                        /** column preset */
                        preset: string | null;
                        /** view */
                        view_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                columns: {
                                    hidden: string[];
                                    order: string[];
                                } | null;
                                layout: {
                                    formats: {
                                        colour: "red" | "amber" | "green";
                                        metric: string;
                                        operator: "above" | "below" | "between";
                                        to: number | null;
                                        value: number;
                                    }[];
                                    sort: {
                                        desc: boolean;
                                        id: string;
                                    }[];
                                    widths: {
                                        [key: string]: number;
                                    };
                                } | null;
                                preset: string | null;
                                view_id: number | null;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/adsmanager/view-defaults/{objective}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    objective: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** view */
                        view_id: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                defaults: {
                                    objective: string;
                                    view_id: number;
                                }[];
                                views: {
                                    definition: {
                                        columns: {
                                            hidden: string[];
                                            order: string[];
                                        };
                                        formats: {
                                            colour: "red" | "amber" | "green";
                                            metric: string;
                                            operator: "above" | "below" | "between";
                                            to: number | null;
                                            value: number;
                                        }[];
                                        params: {
                                            [key: string]: string;
                                        };
                                        sort: {
                                            desc: boolean;
                                            id: string;
                                        }[];
                                        widths: {
                                            [key: string]: number;
                                        };
                                    };
                                    id: number;
                                    mine: boolean;
                                    name: string;
                                    owner: {
                                        id: number;
                                        name: string;
                                    };
                                    team: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    updated_at: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/adsmanager/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                defaults: {
                                    objective: string;
                                    view_id: number;
                                }[];
                                views: {
                                    definition: {
                                        columns: {
                                            hidden: string[];
                                            order: string[];
                                        };
                                        formats: {
                                            colour: "red" | "amber" | "green";
                                            metric: string;
                                            operator: "above" | "below" | "between";
                                            to: number | null;
                                            value: number;
                                        }[];
                                        params: {
                                            [key: string]: string;
                                        };
                                        sort: {
                                            desc: boolean;
                                            id: string;
                                        }[];
                                        widths: {
                                            [key: string]: number;
                                        };
                                    };
                                    id: number;
                                    mine: boolean;
                                    name: string;
                                    owner: {
                                        id: number;
                                        name: string;
                                    };
                                    team: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    updated_at: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        definition: {
                            columns: {
                                /** hidden columns */
                                hidden: string[];
                                /** column order */
                                order: string[];
                            };
                            /** conditional formats */
                            formats: {
                                /**
                                 * colour
                                 * @enum {string}
                                 */
                                colour: "red" | "amber" | "green";
                                /** column */
                                metric: string;
                                /**
                                 * operator
                                 * @enum {string}
                                 */
                                operator: "above" | "below" | "between";
                                /** upper value */
                                to: number | null;
                                /** value */
                                value: number;
                            }[];
                            /** list parameters */
                            params: {
                                [key: string]: string;
                            };
                            /** sort */
                            sort: {
                                /** descending */
                                desc: boolean;
                                /** column */
                                id: string;
                            }[];
                            /** column widths */
                            widths: {
                                [key: string]: number;
                            };
                        };
                        /** view name */
                        name: string;
                        /**
                         * team
                         * @description The team the view is shared with (read-only for its members); null: only you.
                         */
                        team_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                definition: {
                                    columns: {
                                        hidden: string[];
                                        order: string[];
                                    };
                                    formats: {
                                        colour: "red" | "amber" | "green";
                                        metric: string;
                                        operator: "above" | "below" | "between";
                                        to: number | null;
                                        value: number;
                                    }[];
                                    params: {
                                        [key: string]: string;
                                    };
                                    sort: {
                                        desc: boolean;
                                        id: string;
                                    }[];
                                    widths: {
                                        [key: string]: number;
                                    };
                                };
                                id: number;
                                mine: boolean;
                                name: string;
                                owner: {
                                    id: number;
                                    name: string;
                                };
                                team: {
                                    id: number;
                                    name: string;
                                } | null;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/adsmanager/views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        definition?: {
                            columns: {
                                /** hidden columns */
                                hidden: string[];
                                /** column order */
                                order: string[];
                            };
                            /** conditional formats */
                            formats: {
                                /**
                                 * colour
                                 * @enum {string}
                                 */
                                colour: "red" | "amber" | "green";
                                /** column */
                                metric: string;
                                /**
                                 * operator
                                 * @enum {string}
                                 */
                                operator: "above" | "below" | "between";
                                /** upper value */
                                to: number | null;
                                /** value */
                                value: number;
                            }[];
                            /** list parameters */
                            params: {
                                [key: string]: string;
                            };
                            /** sort */
                            sort: {
                                /** descending */
                                desc: boolean;
                                /** column */
                                id: string;
                            }[];
                            /** column widths */
                            widths: {
                                [key: string]: number;
                            };
                        };
                        /** view name */
                        name?: string;
                        /**
                         * team
                         * @description The team the view is shared with (read-only for its members); null: only you.
                         */
                        team_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                definition: {
                                    columns: {
                                        hidden: string[];
                                        order: string[];
                                    };
                                    formats: {
                                        colour: "red" | "amber" | "green";
                                        metric: string;
                                        operator: "above" | "below" | "between";
                                        to: number | null;
                                        value: number;
                                    }[];
                                    params: {
                                        [key: string]: string;
                                    };
                                    sort: {
                                        desc: boolean;
                                        id: string;
                                    }[];
                                    widths: {
                                        [key: string]: number;
                                    };
                                };
                                id: number;
                                mine: boolean;
                                name: string;
                                owner: {
                                    id: number;
                                    name: string;
                                };
                                team: {
                                    id: number;
                                    name: string;
                                } | null;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                deleted: number;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/adsmgr/funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: {
                    team?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** ad account */
                        adaccount: string;
                        /** ad sets */
                        adsets?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                audiences: {
                                    id: string;
                                    name: string;
                                    /** @enum {integer} */
                                    stage: 1 | 2 | 3 | 4;
                                }[];
                                id: string;
                                /** @enum {integer} */
                                stage: 1 | 2 | 3 | 4;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/anouncements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                background_color: string | null;
                                dismissable: boolean;
                                extra_link: string | null;
                                extra_title: string | null;
                                id: number;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                expires_at: string;
                                id: string;
                                image: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/changelog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                date: string;
                                id: number;
                                items: {
                                    description: string;
                                    /** @enum {string} */
                                    type: "new" | "fix" | "change" | "bug";
                                }[];
                                /** @enum {string} */
                                module: "Web" | "Extension";
                                title: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: {
                    team?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** ad accounts */
                        adaccounts: string[];
                        /** insights fields */
                        fields: string[];
                        /** time ranges */
                        time_ranges: {
                            /** start date */
                            since: string;
                            /** end date */
                            until: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                accounts: {
                                    currency: string;
                                    id: string;
                                    name: string;
                                    stages: {
                                        adsets: number;
                                        ranges: {
                                            row: {
                                                [key: string]: unknown;
                                            } | null;
                                            since: string;
                                            until: string;
                                        }[];
                                        /** @enum {integer} */
                                        stage: 1 | 2 | 3 | 4;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                metrics: string[];
                                preset: ("revenue" | "website_purchase" | "website_lead" | "leads" | "app_install" | "delivery" | "revenue_cpas") | null;
                            };
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** metrics */
                        metrics: string[];
                        /**
                         * objective preset
                         * @enum {string}
                         */
                        preset: "revenue" | "website_purchase" | "website_lead" | "leads" | "app_install" | "delivery" | "revenue_cpas";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                metrics: string[];
                                preset: ("revenue" | "website_purchase" | "website_lead" | "leads" | "app_install" | "delivery" | "revenue_cpas") | null;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deletion-request/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                completed_at: string | null;
                                id: string;
                                requested_at: string;
                                scheduled_for: string;
                                /** @enum {string} */
                                status: "pending" | "completed";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/graph/v21.0/{*}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    _adaccount?: string;
                    _fresh?: "1" | "0" | "true" | "false";
                    locale?: string;
                    team_id?: string;
                };
                header?: never;
                path: {
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: {
                    _adaccount?: string;
                    _fresh?: "1" | "0" | "true" | "false";
                    locale?: string;
                    team_id?: string;
                };
                header?: never;
                path: {
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete: {
            parameters: {
                query?: {
                    _adaccount?: string;
                    _fresh?: "1" | "0" | "true" | "false";
                    locale?: string;
                    team_id?: string;
                };
                header?: never;
                path: {
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/graph/v21.0/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: {
                    _adaccount?: string;
                    _fresh?: "1" | "0" | "true" | "false";
                    locale?: string;
                    team_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** batch */
                        batch: ({
                            /** batch body */
                            body?: string | Record<string, never>;
                            /** batch depends_on */
                            depends_on?: string;
                            /** batch headers */
                            headers?: unknown[];
                            /**
                             * batch method
                             * @enum {string}
                             */
                            method: "GET" | "POST" | "DELETE" | "PUT";
                            /** batch name */
                            name?: string;
                            /** batch omit_response_on_success */
                            omit_response_on_success?: boolean;
                            /** batch relative_url */
                            relative_url: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        /** include_headers option */
                        include_headers?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: string;
                    q?: string;
                    team?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                created_at: string;
                                id: number;
                                name: string;
                                updated_at: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: {
                    page?: string;
                    q?: string;
                    team?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** list of interests */
                        items?: ({
                            /** interest id */
                            id: string;
                            /** interest name */
                            name: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        /** collection name */
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                created_at: string;
                                id: number;
                                name: string;
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description code collection_exists: another collection of the scope (your own collections, or the team’s) already has this name, compared without case and surrounding spaces. The message names it; `field` is /name, the request field to show it beside. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: {
                    page?: string;
                    q?: string;
                    team?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** list of interests */
                        data: ({
                            /** interest id */
                            id: string;
                            /** interest name */
                            name: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                added: number;
                                count: number;
                                created_at: string;
                                id: number;
                                name: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: {
                    page?: string;
                    q?: string;
                    team?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: {
                    page?: string;
                    q?: string;
                    team?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** collection name */
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                created_at: string;
                                id: number;
                                name: string;
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description code collection_exists: another collection of the scope (your own collections, or the team’s) already has this name, compared without case and surrounding spaces. The message names it; `field` is /name, the request field to show it beside. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/group/{id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: {
                    page?: string;
                    q?: string;
                    team?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** list of interests */
                        id: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                created_at: string;
                                id: number;
                                name: string;
                                removed: number;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/batchdelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: {
                    page?: string;
                    q?: string;
                    team?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** list of collections */
                        id: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                deleted: number[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/collection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: {
                    page?: string;
                    q?: string;
                    team?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** list of collections */
                        groups: number[];
                        /** page */
                        page?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: ({
                                id: string;
                                name: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                            has_more: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/join/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                already_member: boolean;
                                expires_at: string;
                                team: {
                                    id: number;
                                    members: number;
                                    name: string;
                                    owner: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                created_by: number;
                                id: number;
                                is_owner: boolean;
                                name: string;
                                package: string | null;
                                users: {
                                    id: number;
                                    name: string;
                                    /** @enum {string} */
                                    role: "owner" | "member";
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/platform/oauth/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    code?: string;
                    error?: string;
                    state?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/platform/oauth/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    return?: "setup" | "integrations";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/releases/{remote}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    remote: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** area descriptor */
                        area: unknown;
                        /** build id */
                        build_id: string;
                        /** contract version */
                        contract_version: number;
                        /** live */
                        live?: boolean;
                        /** manifest URL */
                        manifest_url?: string;
                        /** notes */
                        notes?: string | null;
                        /** version */
                        version: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                area: unknown;
                                build_id: string;
                                canary_percent: number | null;
                                canary_started_at: string | null;
                                contract_version: number;
                                created_at: string;
                                id: number;
                                live: boolean;
                                manifest_url: string;
                                notes: string | null;
                                promoted_at: string | null;
                                published_by: string;
                                remote: string;
                                sequence: number;
                                version: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/releases/{remote}/{version}/files/{*}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    "*": string;
                    remote: string;
                    version: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                file: string;
                                stored: "created" | "unchanged";
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/releases/{remote}/{version}/preview-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    remote: string;
                    version: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** hours */
                        hours?: number;
                        /** login */
                        login: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                expires_at: string;
                                login: string;
                                remote: string;
                                url: string;
                                version: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/releases/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                left: boolean;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/releases/preview/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/releases/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** remote */
                        area: string;
                        /**
                         * kind
                         * @enum {string}
                         */
                        kind: "loaded" | "load_failed" | "render_failed";
                        /** release id */
                        release_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                canary_stopped: boolean;
                                counted: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    account?: string;
                    q?: string;
                    status?: "enabled" | "disabled";
                    team?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                account_id: string;
                                /** actions */
                                actions: {
                                    /** change */
                                    amount?: number;
                                    /**
                                     * budget
                                     * @enum {string}
                                     */
                                    budget?: "daily" | "lifetime";
                                    /**
                                     * change unit
                                     * @enum {string}
                                     */
                                    by?: "percent" | "amount";
                                    /** highest value */
                                    ceiling?: number | null;
                                    /** e-mail notice */
                                    email?: boolean;
                                    /** lowest value */
                                    floor?: number | null;
                                    /** in-app notice */
                                    in_app?: boolean;
                                    /**
                                     * action
                                     * @enum {string}
                                     */
                                    type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                    /** webhook address */
                                    webhook_url?: string | null;
                                }[];
                                conditions: {
                                    items: ({
                                        /** metric */
                                        metric: string;
                                        /**
                                         * comparison
                                         * @enum {string}
                                         */
                                        operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                        /** value to compare with */
                                        value: {
                                            /** factor */
                                            factor?: number;
                                            /** metric */
                                            metric?: string;
                                            /** value to compare with */
                                            value?: number;
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        };
                                        /** upper value */
                                        value_to?: {
                                            /** factor */
                                            factor?: number;
                                            /** metric */
                                            metric?: string;
                                            /** upper value */
                                            value?: number;
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        };
                                        /**
                                         * time window
                                         * @enum {string}
                                         */
                                        window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                    } | {
                                        /** conditions of the group */
                                        conditions: {
                                            /** metric */
                                            metric: string;
                                            /**
                                             * comparison
                                             * @enum {string}
                                             */
                                            operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                            /** value to compare with */
                                            value: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** value to compare with */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /** upper value */
                                            value_to?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** upper value */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        }[];
                                        /**
                                         * match
                                         * @enum {string}
                                         */
                                        match: "all" | "any";
                                    })[];
                                    /** @enum {string} */
                                    match: "all" | "any";
                                };
                                /** cool-down */
                                cooldown_hours: number;
                                created_at: string;
                                created_by: number;
                                disabled_reason: string | null;
                                /** rule status */
                                enabled: boolean;
                                id: number;
                                last_run: {
                                    actions_done: number;
                                    actions_failed: number;
                                    created_at: string;
                                    duration_ms: number | null;
                                    error: string | null;
                                    finished_at: string | null;
                                    graph_requests: number;
                                    id: number;
                                    objects_checked: number;
                                    objects_matched: number;
                                    rule_id: number;
                                    scheduled_for: string | null;
                                    started_at: string | null;
                                    /** @enum {string} */
                                    status: "queued" | "running" | "succeeded" | "partial" | "failed" | "no_match";
                                    /** @enum {string} */
                                    trigger: "schedule" | "manual" | "dry_run" | "revert";
                                } | null;
                                /** limit of runs per object */
                                max_executions_per_object: number | null;
                                /** rule name */
                                name: string;
                                next_run_at: string | null;
                                /** schedule */
                                schedule: {
                                    /** days */
                                    days?: number[];
                                    /** hours */
                                    hours?: number[];
                                    /**
                                     * schedule
                                     * @enum {string}
                                     */
                                    kind: "every_30_minutes" | "hourly" | "daily" | "custom";
                                    /** time of day */
                                    time?: string;
                                };
                                /** scope */
                                scope: {
                                    /** chosen objects */
                                    ids?: string[];
                                    /**
                                     * object level
                                     * @enum {string}
                                     */
                                    level: "campaign" | "adset" | "ad";
                                    /** name filter */
                                    name_contains?: string;
                                    /** statuses */
                                    statuses?: ("ACTIVE" | "PAUSED")[];
                                };
                                team_id: number;
                                updated_at: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: {
                    team?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** ad account */
                        account_id: string;
                        /** actions */
                        actions: {
                            /** change */
                            amount?: number;
                            /**
                             * budget
                             * @enum {string}
                             */
                            budget?: "daily" | "lifetime";
                            /**
                             * change unit
                             * @enum {string}
                             */
                            by?: "percent" | "amount";
                            /** highest value */
                            ceiling?: number | null;
                            /** e-mail notice */
                            email?: boolean;
                            /** lowest value */
                            floor?: number | null;
                            /** in-app notice */
                            in_app?: boolean;
                            /**
                             * action
                             * @enum {string}
                             */
                            type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                            /** webhook address */
                            webhook_url?: string | null;
                        }[];
                        /** conditions */
                        conditions: {
                            /** conditions */
                            items: {
                                /** conditions of the group */
                                conditions?: {
                                    /** metric */
                                    metric: string;
                                    /**
                                     * comparison
                                     * @enum {string}
                                     */
                                    operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                    /** value to compare with */
                                    value: {
                                        /** factor */
                                        factor?: number;
                                        /** metric */
                                        metric?: string;
                                        /** value to compare with */
                                        value?: number;
                                        /**
                                         * time window
                                         * @enum {string}
                                         */
                                        window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                    };
                                    /** upper value */
                                    value_to?: {
                                        /** factor */
                                        factor?: number;
                                        /** metric */
                                        metric?: string;
                                        /** upper value */
                                        value?: number;
                                        /**
                                         * time window
                                         * @enum {string}
                                         */
                                        window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                    };
                                    /**
                                     * time window
                                     * @enum {string}
                                     */
                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                }[];
                                /**
                                 * match
                                 * @enum {string}
                                 */
                                match?: "all" | "any";
                                /** metric */
                                metric?: string;
                                /**
                                 * comparison
                                 * @enum {string}
                                 */
                                operator?: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                /** value to compare with */
                                value?: {
                                    /** factor */
                                    factor?: number;
                                    /** metric */
                                    metric?: string;
                                    /** value to compare with */
                                    value?: number;
                                    /**
                                     * time window
                                     * @enum {string}
                                     */
                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                };
                                /** upper value */
                                value_to?: {
                                    /** factor */
                                    factor?: number;
                                    /** metric */
                                    metric?: string;
                                    /** upper value */
                                    value?: number;
                                    /**
                                     * time window
                                     * @enum {string}
                                     */
                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                };
                                /**
                                 * time window
                                 * @enum {string}
                                 */
                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                            }[];
                            /**
                             * match
                             * @enum {string}
                             */
                            match: "all" | "any";
                        };
                        /** cool-down */
                        cooldown_hours: number;
                        /** rule status */
                        enabled: boolean;
                        /** limit of runs per object */
                        max_executions_per_object: number | null;
                        /** rule name */
                        name: string;
                        /** schedule */
                        schedule: {
                            /** days */
                            days?: number[];
                            /** hours */
                            hours?: number[];
                            /**
                             * schedule
                             * @enum {string}
                             */
                            kind: "every_30_minutes" | "hourly" | "daily" | "custom";
                            /** time of day */
                            time?: string;
                        };
                        /** scope */
                        scope: {
                            /** chosen objects */
                            ids?: string[];
                            /**
                             * object level
                             * @enum {string}
                             */
                            level: "campaign" | "adset" | "ad";
                            /** name filter */
                            name_contains?: string;
                            /** statuses */
                            statuses?: ("ACTIVE" | "PAUSED")[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                account_id: string;
                                /** actions */
                                actions: {
                                    /** change */
                                    amount?: number;
                                    /**
                                     * budget
                                     * @enum {string}
                                     */
                                    budget?: "daily" | "lifetime";
                                    /**
                                     * change unit
                                     * @enum {string}
                                     */
                                    by?: "percent" | "amount";
                                    /** highest value */
                                    ceiling?: number | null;
                                    /** e-mail notice */
                                    email?: boolean;
                                    /** lowest value */
                                    floor?: number | null;
                                    /** in-app notice */
                                    in_app?: boolean;
                                    /**
                                     * action
                                     * @enum {string}
                                     */
                                    type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                    /** webhook address */
                                    webhook_url?: string | null;
                                }[];
                                conditions: {
                                    items: ({
                                        /** metric */
                                        metric: string;
                                        /**
                                         * comparison
                                         * @enum {string}
                                         */
                                        operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                        /** value to compare with */
                                        value: {
                                            /** factor */
                                            factor?: number;
                                            /** metric */
                                            metric?: string;
                                            /** value to compare with */
                                            value?: number;
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        };
                                        /** upper value */
                                        value_to?: {
                                            /** factor */
                                            factor?: number;
                                            /** metric */
                                            metric?: string;
                                            /** upper value */
                                            value?: number;
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        };
                                        /**
                                         * time window
                                         * @enum {string}
                                         */
                                        window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                    } | {
                                        /** conditions of the group */
                                        conditions: {
                                            /** metric */
                                            metric: string;
                                            /**
                                             * comparison
                                             * @enum {string}
                                             */
                                            operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                            /** value to compare with */
                                            value: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** value to compare with */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /** upper value */
                                            value_to?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** upper value */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        }[];
                                        /**
                                         * match
                                         * @enum {string}
                                         */
                                        match: "all" | "any";
                                    })[];
                                    /** @enum {string} */
                                    match: "all" | "any";
                                };
                                /** cool-down */
                                cooldown_hours: number;
                                created_at: string;
                                created_by: number;
                                disabled_reason: string | null;
                                /** rule status */
                                enabled: boolean;
                                id: number;
                                last_run: {
                                    actions_done: number;
                                    actions_failed: number;
                                    created_at: string;
                                    duration_ms: number | null;
                                    error: string | null;
                                    finished_at: string | null;
                                    graph_requests: number;
                                    id: number;
                                    objects_checked: number;
                                    objects_matched: number;
                                    rule_id: number;
                                    scheduled_for: string | null;
                                    started_at: string | null;
                                    /** @enum {string} */
                                    status: "queued" | "running" | "succeeded" | "partial" | "failed" | "no_match";
                                    /** @enum {string} */
                                    trigger: "schedule" | "manual" | "dry_run" | "revert";
                                } | null;
                                /** limit of runs per object */
                                max_executions_per_object: number | null;
                                /** rule name */
                                name: string;
                                next_run_at: string | null;
                                /** schedule */
                                schedule: {
                                    /** days */
                                    days?: number[];
                                    /** hours */
                                    hours?: number[];
                                    /**
                                     * schedule
                                     * @enum {string}
                                     */
                                    kind: "every_30_minutes" | "hourly" | "daily" | "custom";
                                    /** time of day */
                                    time?: string;
                                };
                                /** scope */
                                scope: {
                                    /** chosen objects */
                                    ids?: string[];
                                    /**
                                     * object level
                                     * @enum {string}
                                     */
                                    level: "campaign" | "adset" | "ad";
                                    /** name filter */
                                    name_contains?: string;
                                    /** statuses */
                                    statuses?: ("ACTIVE" | "PAUSED")[];
                                };
                                team_id: number;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    team?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                account_id: string;
                                /** actions */
                                actions: {
                                    /** change */
                                    amount?: number;
                                    /**
                                     * budget
                                     * @enum {string}
                                     */
                                    budget?: "daily" | "lifetime";
                                    /**
                                     * change unit
                                     * @enum {string}
                                     */
                                    by?: "percent" | "amount";
                                    /** highest value */
                                    ceiling?: number | null;
                                    /** e-mail notice */
                                    email?: boolean;
                                    /** lowest value */
                                    floor?: number | null;
                                    /** in-app notice */
                                    in_app?: boolean;
                                    /**
                                     * action
                                     * @enum {string}
                                     */
                                    type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                    /** webhook address */
                                    webhook_url?: string | null;
                                }[];
                                conditions: {
                                    items: ({
                                        /** metric */
                                        metric: string;
                                        /**
                                         * comparison
                                         * @enum {string}
                                         */
                                        operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                        /** value to compare with */
                                        value: {
                                            /** factor */
                                            factor?: number;
                                            /** metric */
                                            metric?: string;
                                            /** value to compare with */
                                            value?: number;
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        };
                                        /** upper value */
                                        value_to?: {
                                            /** factor */
                                            factor?: number;
                                            /** metric */
                                            metric?: string;
                                            /** upper value */
                                            value?: number;
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        };
                                        /**
                                         * time window
                                         * @enum {string}
                                         */
                                        window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                    } | {
                                        /** conditions of the group */
                                        conditions: {
                                            /** metric */
                                            metric: string;
                                            /**
                                             * comparison
                                             * @enum {string}
                                             */
                                            operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                            /** value to compare with */
                                            value: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** value to compare with */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /** upper value */
                                            value_to?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** upper value */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        }[];
                                        /**
                                         * match
                                         * @enum {string}
                                         */
                                        match: "all" | "any";
                                    })[];
                                    /** @enum {string} */
                                    match: "all" | "any";
                                };
                                /** cool-down */
                                cooldown_hours: number;
                                created_at: string;
                                created_by: number;
                                disabled_reason: string | null;
                                /** rule status */
                                enabled: boolean;
                                id: number;
                                last_run: {
                                    actions_done: number;
                                    actions_failed: number;
                                    created_at: string;
                                    duration_ms: number | null;
                                    error: string | null;
                                    finished_at: string | null;
                                    graph_requests: number;
                                    id: number;
                                    objects_checked: number;
                                    objects_matched: number;
                                    rule_id: number;
                                    scheduled_for: string | null;
                                    started_at: string | null;
                                    /** @enum {string} */
                                    status: "queued" | "running" | "succeeded" | "partial" | "failed" | "no_match";
                                    /** @enum {string} */
                                    trigger: "schedule" | "manual" | "dry_run" | "revert";
                                } | null;
                                /** limit of runs per object */
                                max_executions_per_object: number | null;
                                /** rule name */
                                name: string;
                                next_run_at: string | null;
                                /** schedule */
                                schedule: {
                                    /** days */
                                    days?: number[];
                                    /** hours */
                                    hours?: number[];
                                    /**
                                     * schedule
                                     * @enum {string}
                                     */
                                    kind: "every_30_minutes" | "hourly" | "daily" | "custom";
                                    /** time of day */
                                    time?: string;
                                };
                                /** scope */
                                scope: {
                                    /** chosen objects */
                                    ids?: string[];
                                    /**
                                     * object level
                                     * @enum {string}
                                     */
                                    level: "campaign" | "adset" | "ad";
                                    /** name filter */
                                    name_contains?: string;
                                    /** statuses */
                                    statuses?: ("ACTIVE" | "PAUSED")[];
                                };
                                team_id: number;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: {
                    team?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** ad account */
                        account_id: string;
                        /** actions */
                        actions: {
                            /** change */
                            amount?: number;
                            /**
                             * budget
                             * @enum {string}
                             */
                            budget?: "daily" | "lifetime";
                            /**
                             * change unit
                             * @enum {string}
                             */
                            by?: "percent" | "amount";
                            /** highest value */
                            ceiling?: number | null;
                            /** e-mail notice */
                            email?: boolean;
                            /** lowest value */
                            floor?: number | null;
                            /** in-app notice */
                            in_app?: boolean;
                            /**
                             * action
                             * @enum {string}
                             */
                            type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                            /** webhook address */
                            webhook_url?: string | null;
                        }[];
                        /** conditions */
                        conditions: {
                            /** conditions */
                            items: {
                                /** conditions of the group */
                                conditions?: {
                                    /** metric */
                                    metric: string;
                                    /**
                                     * comparison
                                     * @enum {string}
                                     */
                                    operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                    /** value to compare with */
                                    value: {
                                        /** factor */
                                        factor?: number;
                                        /** metric */
                                        metric?: string;
                                        /** value to compare with */
                                        value?: number;
                                        /**
                                         * time window
                                         * @enum {string}
                                         */
                                        window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                    };
                                    /** upper value */
                                    value_to?: {
                                        /** factor */
                                        factor?: number;
                                        /** metric */
                                        metric?: string;
                                        /** upper value */
                                        value?: number;
                                        /**
                                         * time window
                                         * @enum {string}
                                         */
                                        window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                    };
                                    /**
                                     * time window
                                     * @enum {string}
                                     */
                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                }[];
                                /**
                                 * match
                                 * @enum {string}
                                 */
                                match?: "all" | "any";
                                /** metric */
                                metric?: string;
                                /**
                                 * comparison
                                 * @enum {string}
                                 */
                                operator?: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                /** value to compare with */
                                value?: {
                                    /** factor */
                                    factor?: number;
                                    /** metric */
                                    metric?: string;
                                    /** value to compare with */
                                    value?: number;
                                    /**
                                     * time window
                                     * @enum {string}
                                     */
                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                };
                                /** upper value */
                                value_to?: {
                                    /** factor */
                                    factor?: number;
                                    /** metric */
                                    metric?: string;
                                    /** upper value */
                                    value?: number;
                                    /**
                                     * time window
                                     * @enum {string}
                                     */
                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                };
                                /**
                                 * time window
                                 * @enum {string}
                                 */
                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                            }[];
                            /**
                             * match
                             * @enum {string}
                             */
                            match: "all" | "any";
                        };
                        /** cool-down */
                        cooldown_hours: number;
                        /** rule status */
                        enabled: boolean;
                        /** limit of runs per object */
                        max_executions_per_object: number | null;
                        /** rule name */
                        name: string;
                        /** schedule */
                        schedule: {
                            /** days */
                            days?: number[];
                            /** hours */
                            hours?: number[];
                            /**
                             * schedule
                             * @enum {string}
                             */
                            kind: "every_30_minutes" | "hourly" | "daily" | "custom";
                            /** time of day */
                            time?: string;
                        };
                        /** scope */
                        scope: {
                            /** chosen objects */
                            ids?: string[];
                            /**
                             * object level
                             * @enum {string}
                             */
                            level: "campaign" | "adset" | "ad";
                            /** name filter */
                            name_contains?: string;
                            /** statuses */
                            statuses?: ("ACTIVE" | "PAUSED")[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                account_id: string;
                                /** actions */
                                actions: {
                                    /** change */
                                    amount?: number;
                                    /**
                                     * budget
                                     * @enum {string}
                                     */
                                    budget?: "daily" | "lifetime";
                                    /**
                                     * change unit
                                     * @enum {string}
                                     */
                                    by?: "percent" | "amount";
                                    /** highest value */
                                    ceiling?: number | null;
                                    /** e-mail notice */
                                    email?: boolean;
                                    /** lowest value */
                                    floor?: number | null;
                                    /** in-app notice */
                                    in_app?: boolean;
                                    /**
                                     * action
                                     * @enum {string}
                                     */
                                    type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                    /** webhook address */
                                    webhook_url?: string | null;
                                }[];
                                conditions: {
                                    items: ({
                                        /** metric */
                                        metric: string;
                                        /**
                                         * comparison
                                         * @enum {string}
                                         */
                                        operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                        /** value to compare with */
                                        value: {
                                            /** factor */
                                            factor?: number;
                                            /** metric */
                                            metric?: string;
                                            /** value to compare with */
                                            value?: number;
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        };
                                        /** upper value */
                                        value_to?: {
                                            /** factor */
                                            factor?: number;
                                            /** metric */
                                            metric?: string;
                                            /** upper value */
                                            value?: number;
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        };
                                        /**
                                         * time window
                                         * @enum {string}
                                         */
                                        window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                    } | {
                                        /** conditions of the group */
                                        conditions: {
                                            /** metric */
                                            metric: string;
                                            /**
                                             * comparison
                                             * @enum {string}
                                             */
                                            operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                            /** value to compare with */
                                            value: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** value to compare with */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /** upper value */
                                            value_to?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** upper value */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        }[];
                                        /**
                                         * match
                                         * @enum {string}
                                         */
                                        match: "all" | "any";
                                    })[];
                                    /** @enum {string} */
                                    match: "all" | "any";
                                };
                                /** cool-down */
                                cooldown_hours: number;
                                created_at: string;
                                created_by: number;
                                disabled_reason: string | null;
                                /** rule status */
                                enabled: boolean;
                                id: number;
                                last_run: {
                                    actions_done: number;
                                    actions_failed: number;
                                    created_at: string;
                                    duration_ms: number | null;
                                    error: string | null;
                                    finished_at: string | null;
                                    graph_requests: number;
                                    id: number;
                                    objects_checked: number;
                                    objects_matched: number;
                                    rule_id: number;
                                    scheduled_for: string | null;
                                    started_at: string | null;
                                    /** @enum {string} */
                                    status: "queued" | "running" | "succeeded" | "partial" | "failed" | "no_match";
                                    /** @enum {string} */
                                    trigger: "schedule" | "manual" | "dry_run" | "revert";
                                } | null;
                                /** limit of runs per object */
                                max_executions_per_object: number | null;
                                /** rule name */
                                name: string;
                                next_run_at: string | null;
                                /** schedule */
                                schedule: {
                                    /** days */
                                    days?: number[];
                                    /** hours */
                                    hours?: number[];
                                    /**
                                     * schedule
                                     * @enum {string}
                                     */
                                    kind: "every_30_minutes" | "hourly" | "daily" | "custom";
                                    /** time of day */
                                    time?: string;
                                };
                                /** scope */
                                scope: {
                                    /** chosen objects */
                                    ids?: string[];
                                    /**
                                     * object level
                                     * @enum {string}
                                     */
                                    level: "campaign" | "adset" | "ad";
                                    /** name filter */
                                    name_contains?: string;
                                    /** statuses */
                                    statuses?: ("ACTIVE" | "PAUSED")[];
                                };
                                team_id: number;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: {
                    team?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: {
                    team?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** rule status */
                        enabled: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                account_id: string;
                                /** actions */
                                actions: {
                                    /** change */
                                    amount?: number;
                                    /**
                                     * budget
                                     * @enum {string}
                                     */
                                    budget?: "daily" | "lifetime";
                                    /**
                                     * change unit
                                     * @enum {string}
                                     */
                                    by?: "percent" | "amount";
                                    /** highest value */
                                    ceiling?: number | null;
                                    /** e-mail notice */
                                    email?: boolean;
                                    /** lowest value */
                                    floor?: number | null;
                                    /** in-app notice */
                                    in_app?: boolean;
                                    /**
                                     * action
                                     * @enum {string}
                                     */
                                    type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                    /** webhook address */
                                    webhook_url?: string | null;
                                }[];
                                conditions: {
                                    items: ({
                                        /** metric */
                                        metric: string;
                                        /**
                                         * comparison
                                         * @enum {string}
                                         */
                                        operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                        /** value to compare with */
                                        value: {
                                            /** factor */
                                            factor?: number;
                                            /** metric */
                                            metric?: string;
                                            /** value to compare with */
                                            value?: number;
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        };
                                        /** upper value */
                                        value_to?: {
                                            /** factor */
                                            factor?: number;
                                            /** metric */
                                            metric?: string;
                                            /** upper value */
                                            value?: number;
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        };
                                        /**
                                         * time window
                                         * @enum {string}
                                         */
                                        window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                    } | {
                                        /** conditions of the group */
                                        conditions: {
                                            /** metric */
                                            metric: string;
                                            /**
                                             * comparison
                                             * @enum {string}
                                             */
                                            operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                            /** value to compare with */
                                            value: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** value to compare with */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /** upper value */
                                            value_to?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** upper value */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        }[];
                                        /**
                                         * match
                                         * @enum {string}
                                         */
                                        match: "all" | "any";
                                    })[];
                                    /** @enum {string} */
                                    match: "all" | "any";
                                };
                                /** cool-down */
                                cooldown_hours: number;
                                created_at: string;
                                created_by: number;
                                disabled_reason: string | null;
                                /** rule status */
                                enabled: boolean;
                                id: number;
                                last_run: {
                                    actions_done: number;
                                    actions_failed: number;
                                    created_at: string;
                                    duration_ms: number | null;
                                    error: string | null;
                                    finished_at: string | null;
                                    graph_requests: number;
                                    id: number;
                                    objects_checked: number;
                                    objects_matched: number;
                                    rule_id: number;
                                    scheduled_for: string | null;
                                    started_at: string | null;
                                    /** @enum {string} */
                                    status: "queued" | "running" | "succeeded" | "partial" | "failed" | "no_match";
                                    /** @enum {string} */
                                    trigger: "schedule" | "manual" | "dry_run" | "revert";
                                } | null;
                                /** limit of runs per object */
                                max_executions_per_object: number | null;
                                /** rule name */
                                name: string;
                                next_run_at: string | null;
                                /** schedule */
                                schedule: {
                                    /** days */
                                    days?: number[];
                                    /** hours */
                                    hours?: number[];
                                    /**
                                     * schedule
                                     * @enum {string}
                                     */
                                    kind: "every_30_minutes" | "hourly" | "daily" | "custom";
                                    /** time of day */
                                    time?: string;
                                };
                                /** scope */
                                scope: {
                                    /** chosen objects */
                                    ids?: string[];
                                    /**
                                     * object level
                                     * @enum {string}
                                     */
                                    level: "campaign" | "adset" | "ad";
                                    /** name filter */
                                    name_contains?: string;
                                    /** statuses */
                                    statuses?: ("ACTIVE" | "PAUSED")[];
                                };
                                team_id: number;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/rules/{id}/dry-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: {
                    team?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                actions_done: number;
                                actions_failed: number;
                                duration_ms: number;
                                error: string | null;
                                graph_requests: number;
                                objects: {
                                    actions: {
                                        error?: string;
                                        field?: string;
                                        new?: unknown;
                                        old?: unknown;
                                        /** @enum {string} */
                                        status: "done" | "failed" | "skipped" | "would";
                                        /** @enum {string} */
                                        type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                    }[];
                                    adset_name?: string | null;
                                    campaign_name?: string | null;
                                    conditions: {
                                        left: number | null;
                                        metric: string;
                                        /** @enum {string} */
                                        operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                        path: string;
                                        reason?: string;
                                        result: boolean;
                                        right: number | null;
                                        right_to?: number | null;
                                        window: ("today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime") | null;
                                    }[];
                                    effective_status?: string;
                                    matched: boolean;
                                    metrics: {
                                        [key: string]: number;
                                    };
                                    object_id: string;
                                    object_name: string;
                                    /** @enum {string} */
                                    object_type: "campaign" | "adset" | "ad";
                                    skipped: string | null;
                                    status?: string;
                                }[];
                                objects_checked: number;
                                objects_matched: number;
                                /** @enum {string} */
                                status: "queued" | "running" | "succeeded" | "partial" | "failed" | "no_match";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: string;
                    rule?: string;
                    status?: "queued" | "running" | "succeeded" | "partial" | "failed" | "no_match";
                    team?: string;
                    trigger?: "schedule" | "manual" | "dry_run" | "revert";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                account_id: string;
                                actions_done: number;
                                actions_failed: number;
                                created_at: string;
                                duration_ms: number | null;
                                error: string | null;
                                finished_at: string | null;
                                graph_requests: number;
                                id: number;
                                objects_checked: number;
                                objects_matched: number;
                                rule_id: number;
                                rule_name: string;
                                scheduled_for: string | null;
                                started_at: string | null;
                                /** @enum {string} */
                                status: "queued" | "running" | "succeeded" | "partial" | "failed" | "no_match";
                                /** @enum {string} */
                                trigger: "schedule" | "manual" | "dry_run" | "revert";
                            }[];
                            has_more: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/{id}/history/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    team?: string;
                };
                header?: never;
                path: {
                    id: string;
                    runId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                account_id: string;
                                actions_done: number;
                                actions_failed: number;
                                created_at: string;
                                duration_ms: number | null;
                                error: string | null;
                                finished_at: string | null;
                                graph_requests: number;
                                id: number;
                                objects: {
                                    actions: {
                                        error?: string;
                                        field?: string;
                                        new?: unknown;
                                        old?: unknown;
                                        /** @enum {string} */
                                        status: "done" | "failed" | "skipped" | "would";
                                        /** @enum {string} */
                                        type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                    }[];
                                    adset_name?: string | null;
                                    campaign_name?: string | null;
                                    conditions: {
                                        left: number | null;
                                        metric: string;
                                        /** @enum {string} */
                                        operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                        path: string;
                                        reason?: string;
                                        result: boolean;
                                        right: number | null;
                                        right_to?: number | null;
                                        window: ("today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime") | null;
                                    }[];
                                    effective_status?: string;
                                    matched: boolean;
                                    metrics: {
                                        [key: string]: number;
                                    };
                                    object_id: string;
                                    object_name: string;
                                    /** @enum {string} */
                                    object_type: "campaign" | "adset" | "ad";
                                    skipped: string | null;
                                    status?: string;
                                }[];
                                objects_checked: number;
                                objects_matched: number;
                                revertable: boolean;
                                reverted_by_run_id: number | null;
                                reverts_run_id: number | null;
                                rule_id: number;
                                rule_name: string;
                                scheduled_for: string | null;
                                started_at: string | null;
                                /** @enum {string} */
                                status: "queued" | "running" | "succeeded" | "partial" | "failed" | "no_match";
                                /** @enum {string} */
                                trigger: "schedule" | "manual" | "dry_run" | "revert";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/{id}/history/{runId}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: {
                    team?: string;
                };
                header?: never;
                path: {
                    id: string;
                    runId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                account_id: string;
                                actions_done: number;
                                actions_failed: number;
                                created_at: string;
                                duration_ms: number | null;
                                error: string | null;
                                finished_at: string | null;
                                graph_requests: number;
                                id: number;
                                objects: {
                                    actions: {
                                        error?: string;
                                        field?: string;
                                        new?: unknown;
                                        old?: unknown;
                                        /** @enum {string} */
                                        status: "done" | "failed" | "skipped" | "would";
                                        /** @enum {string} */
                                        type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                    }[];
                                    adset_name?: string | null;
                                    campaign_name?: string | null;
                                    conditions: {
                                        left: number | null;
                                        metric: string;
                                        /** @enum {string} */
                                        operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                        path: string;
                                        reason?: string;
                                        result: boolean;
                                        right: number | null;
                                        right_to?: number | null;
                                        window: ("today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime") | null;
                                    }[];
                                    effective_status?: string;
                                    matched: boolean;
                                    metrics: {
                                        [key: string]: number;
                                    };
                                    object_id: string;
                                    object_name: string;
                                    /** @enum {string} */
                                    object_type: "campaign" | "adset" | "ad";
                                    skipped: string | null;
                                    status?: string;
                                }[];
                                objects_checked: number;
                                objects_matched: number;
                                revertable: boolean;
                                reverted_by_run_id: number | null;
                                reverts_run_id: number | null;
                                rule_id: number;
                                rule_name: string;
                                scheduled_for: string | null;
                                started_at: string | null;
                                /** @enum {string} */
                                status: "queued" | "running" | "succeeded" | "partial" | "failed" | "no_match";
                                /** @enum {string} */
                                trigger: "schedule" | "manual" | "dry_run" | "revert";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: {
                    team?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                actions_done: number;
                                actions_failed: number;
                                duration_ms: number;
                                error: string | null;
                                graph_requests: number;
                                objects: {
                                    actions: {
                                        error?: string;
                                        field?: string;
                                        new?: unknown;
                                        old?: unknown;
                                        /** @enum {string} */
                                        status: "done" | "failed" | "skipped" | "would";
                                        /** @enum {string} */
                                        type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                    }[];
                                    adset_name?: string | null;
                                    campaign_name?: string | null;
                                    conditions: {
                                        left: number | null;
                                        metric: string;
                                        /** @enum {string} */
                                        operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                        path: string;
                                        reason?: string;
                                        result: boolean;
                                        right: number | null;
                                        right_to?: number | null;
                                        window: ("today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime") | null;
                                    }[];
                                    effective_status?: string;
                                    matched: boolean;
                                    metrics: {
                                        [key: string]: number;
                                    };
                                    object_id: string;
                                    object_name: string;
                                    /** @enum {string} */
                                    object_type: "campaign" | "adset" | "ad";
                                    skipped: string | null;
                                    status?: string;
                                }[];
                                objects_checked: number;
                                objects_matched: number;
                                run_id: number;
                                /** @enum {string} */
                                status: "queued" | "running" | "succeeded" | "partial" | "failed" | "no_match";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/dry-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: {
                    team?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** ad account */
                        account_id: string;
                        /** actions */
                        actions: {
                            /** change */
                            amount?: number;
                            /**
                             * budget
                             * @enum {string}
                             */
                            budget?: "daily" | "lifetime";
                            /**
                             * change unit
                             * @enum {string}
                             */
                            by?: "percent" | "amount";
                            /** highest value */
                            ceiling?: number | null;
                            /** e-mail notice */
                            email?: boolean;
                            /** lowest value */
                            floor?: number | null;
                            /** in-app notice */
                            in_app?: boolean;
                            /**
                             * action
                             * @enum {string}
                             */
                            type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                            /** webhook address */
                            webhook_url?: string | null;
                        }[];
                        /** conditions */
                        conditions: {
                            /** conditions */
                            items: {
                                /** conditions of the group */
                                conditions?: {
                                    /** metric */
                                    metric: string;
                                    /**
                                     * comparison
                                     * @enum {string}
                                     */
                                    operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                    /** value to compare with */
                                    value: {
                                        /** factor */
                                        factor?: number;
                                        /** metric */
                                        metric?: string;
                                        /** value to compare with */
                                        value?: number;
                                        /**
                                         * time window
                                         * @enum {string}
                                         */
                                        window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                    };
                                    /** upper value */
                                    value_to?: {
                                        /** factor */
                                        factor?: number;
                                        /** metric */
                                        metric?: string;
                                        /** upper value */
                                        value?: number;
                                        /**
                                         * time window
                                         * @enum {string}
                                         */
                                        window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                    };
                                    /**
                                     * time window
                                     * @enum {string}
                                     */
                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                }[];
                                /**
                                 * match
                                 * @enum {string}
                                 */
                                match?: "all" | "any";
                                /** metric */
                                metric?: string;
                                /**
                                 * comparison
                                 * @enum {string}
                                 */
                                operator?: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                /** value to compare with */
                                value?: {
                                    /** factor */
                                    factor?: number;
                                    /** metric */
                                    metric?: string;
                                    /** value to compare with */
                                    value?: number;
                                    /**
                                     * time window
                                     * @enum {string}
                                     */
                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                };
                                /** upper value */
                                value_to?: {
                                    /** factor */
                                    factor?: number;
                                    /** metric */
                                    metric?: string;
                                    /** upper value */
                                    value?: number;
                                    /**
                                     * time window
                                     * @enum {string}
                                     */
                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                };
                                /**
                                 * time window
                                 * @enum {string}
                                 */
                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                            }[];
                            /**
                             * match
                             * @enum {string}
                             */
                            match: "all" | "any";
                        };
                        /** cool-down */
                        cooldown_hours: number;
                        /** rule status */
                        enabled: boolean;
                        /** limit of runs per object */
                        max_executions_per_object: number | null;
                        /** rule name */
                        name: string;
                        /** schedule */
                        schedule: {
                            /** days */
                            days?: number[];
                            /** hours */
                            hours?: number[];
                            /**
                             * schedule
                             * @enum {string}
                             */
                            kind: "every_30_minutes" | "hourly" | "daily" | "custom";
                            /** time of day */
                            time?: string;
                        };
                        /** scope */
                        scope: {
                            /** chosen objects */
                            ids?: string[];
                            /**
                             * object level
                             * @enum {string}
                             */
                            level: "campaign" | "adset" | "ad";
                            /** name filter */
                            name_contains?: string;
                            /** statuses */
                            statuses?: ("ACTIVE" | "PAUSED")[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                actions_done: number;
                                actions_failed: number;
                                duration_ms: number;
                                error: string | null;
                                graph_requests: number;
                                objects: {
                                    actions: {
                                        error?: string;
                                        field?: string;
                                        new?: unknown;
                                        old?: unknown;
                                        /** @enum {string} */
                                        status: "done" | "failed" | "skipped" | "would";
                                        /** @enum {string} */
                                        type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                    }[];
                                    adset_name?: string | null;
                                    campaign_name?: string | null;
                                    conditions: {
                                        left: number | null;
                                        metric: string;
                                        /** @enum {string} */
                                        operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                        path: string;
                                        reason?: string;
                                        result: boolean;
                                        right: number | null;
                                        right_to?: number | null;
                                        window: ("today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime") | null;
                                    }[];
                                    effective_status?: string;
                                    matched: boolean;
                                    metrics: {
                                        [key: string]: number;
                                    };
                                    object_id: string;
                                    object_name: string;
                                    /** @enum {string} */
                                    object_type: "campaign" | "adset" | "ad";
                                    skipped: string | null;
                                    status?: string;
                                }[];
                                objects_checked: number;
                                objects_matched: number;
                                /** @enum {string} */
                                status: "queued" | "running" | "succeeded" | "partial" | "failed" | "no_match";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: string;
                    rule?: string;
                    status?: "queued" | "running" | "succeeded" | "partial" | "failed" | "no_match";
                    team?: string;
                    trigger?: "schedule" | "manual" | "dry_run" | "revert";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                account_id: string;
                                actions_done: number;
                                actions_failed: number;
                                created_at: string;
                                duration_ms: number | null;
                                error: string | null;
                                finished_at: string | null;
                                graph_requests: number;
                                id: number;
                                objects_checked: number;
                                objects_matched: number;
                                rule_id: number;
                                rule_name: string;
                                scheduled_for: string | null;
                                started_at: string | null;
                                /** @enum {string} */
                                status: "queued" | "running" | "succeeded" | "partial" | "failed" | "no_match";
                                /** @enum {string} */
                                trigger: "schedule" | "manual" | "dry_run" | "revert";
                            }[];
                            has_more: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    team?: string;
                    unread?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                notices: {
                                    created_at: string;
                                    id: number;
                                    /** @enum {string} */
                                    kind: "matched" | "rule_paused";
                                    message: string;
                                    read_at: string | null;
                                    rule_id: number | null;
                                    rule_name: string | null;
                                    run_id: number | null;
                                    team_id: number | null;
                                }[];
                                unread: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/notices/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * all notices
                         * @enum {boolean}
                         */
                        all?: true;
                        /** notice id */
                        id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                marked: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                category: string;
                                /** rule */
                                definition: {
                                    /** actions */
                                    actions: {
                                        /** change */
                                        amount?: number;
                                        /**
                                         * budget
                                         * @enum {string}
                                         */
                                        budget?: "daily" | "lifetime";
                                        /**
                                         * change unit
                                         * @enum {string}
                                         */
                                        by?: "percent" | "amount";
                                        /** highest value */
                                        ceiling?: number | null;
                                        /** e-mail notice */
                                        email?: boolean;
                                        /** lowest value */
                                        floor?: number | null;
                                        /** in-app notice */
                                        in_app?: boolean;
                                        /**
                                         * action
                                         * @enum {string}
                                         */
                                        type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                        /** webhook address */
                                        webhook_url?: string | null;
                                    }[];
                                    /** conditions */
                                    conditions: {
                                        /** conditions */
                                        items: {
                                            /** conditions of the group */
                                            conditions?: {
                                                /** metric */
                                                metric: string;
                                                /**
                                                 * comparison
                                                 * @enum {string}
                                                 */
                                                operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                                /** value to compare with */
                                                value: {
                                                    /** factor */
                                                    factor?: number;
                                                    /** metric */
                                                    metric?: string;
                                                    /** value to compare with */
                                                    value?: number;
                                                    /**
                                                     * time window
                                                     * @enum {string}
                                                     */
                                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                                };
                                                /** upper value */
                                                value_to?: {
                                                    /** factor */
                                                    factor?: number;
                                                    /** metric */
                                                    metric?: string;
                                                    /** upper value */
                                                    value?: number;
                                                    /**
                                                     * time window
                                                     * @enum {string}
                                                     */
                                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                                };
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            }[];
                                            /**
                                             * match
                                             * @enum {string}
                                             */
                                            match?: "all" | "any";
                                            /** metric */
                                            metric?: string;
                                            /**
                                             * comparison
                                             * @enum {string}
                                             */
                                            operator?: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                            /** value to compare with */
                                            value?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** value to compare with */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /** upper value */
                                            value_to?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** upper value */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        }[];
                                        /**
                                         * match
                                         * @enum {string}
                                         */
                                        match: "all" | "any";
                                    };
                                    /** cool-down */
                                    cooldown_hours: number;
                                    /** rule status */
                                    enabled: boolean;
                                    /** limit of runs per object */
                                    max_executions_per_object: number | null;
                                    /** rule name */
                                    name: string;
                                    /** schedule */
                                    schedule: {
                                        /** days */
                                        days?: number[];
                                        /** hours */
                                        hours?: number[];
                                        /**
                                         * schedule
                                         * @enum {string}
                                         */
                                        kind: "every_30_minutes" | "hourly" | "daily" | "custom";
                                        /** time of day */
                                        time?: string;
                                    };
                                    /** scope */
                                    scope: {
                                        /** chosen objects */
                                        ids?: string[];
                                        /**
                                         * object level
                                         * @enum {string}
                                         */
                                        level: "campaign" | "adset" | "ad";
                                        /** name filter */
                                        name_contains?: string;
                                        /** statuses */
                                        statuses?: ("ACTIVE" | "PAUSED")[];
                                    };
                                };
                                description: string;
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                category: string;
                                /** rule */
                                definition: {
                                    /** actions */
                                    actions: {
                                        /** change */
                                        amount?: number;
                                        /**
                                         * budget
                                         * @enum {string}
                                         */
                                        budget?: "daily" | "lifetime";
                                        /**
                                         * change unit
                                         * @enum {string}
                                         */
                                        by?: "percent" | "amount";
                                        /** highest value */
                                        ceiling?: number | null;
                                        /** e-mail notice */
                                        email?: boolean;
                                        /** lowest value */
                                        floor?: number | null;
                                        /** in-app notice */
                                        in_app?: boolean;
                                        /**
                                         * action
                                         * @enum {string}
                                         */
                                        type: "pause" | "pause_today" | "unpause" | "change_budget" | "change_bid" | "duplicate" | "notify";
                                        /** webhook address */
                                        webhook_url?: string | null;
                                    }[];
                                    /** conditions */
                                    conditions: {
                                        /** conditions */
                                        items: {
                                            /** conditions of the group */
                                            conditions?: {
                                                /** metric */
                                                metric: string;
                                                /**
                                                 * comparison
                                                 * @enum {string}
                                                 */
                                                operator: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                                /** value to compare with */
                                                value: {
                                                    /** factor */
                                                    factor?: number;
                                                    /** metric */
                                                    metric?: string;
                                                    /** value to compare with */
                                                    value?: number;
                                                    /**
                                                     * time window
                                                     * @enum {string}
                                                     */
                                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                                };
                                                /** upper value */
                                                value_to?: {
                                                    /** factor */
                                                    factor?: number;
                                                    /** metric */
                                                    metric?: string;
                                                    /** upper value */
                                                    value?: number;
                                                    /**
                                                     * time window
                                                     * @enum {string}
                                                     */
                                                    window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                                };
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            }[];
                                            /**
                                             * match
                                             * @enum {string}
                                             */
                                            match?: "all" | "any";
                                            /** metric */
                                            metric?: string;
                                            /**
                                             * comparison
                                             * @enum {string}
                                             */
                                            operator?: "gt" | "gte" | "lt" | "lte" | "between" | "not_between";
                                            /** value to compare with */
                                            value?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** value to compare with */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /** upper value */
                                            value_to?: {
                                                /** factor */
                                                factor?: number;
                                                /** metric */
                                                metric?: string;
                                                /** upper value */
                                                value?: number;
                                                /**
                                                 * time window
                                                 * @enum {string}
                                                 */
                                                window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                            };
                                            /**
                                             * time window
                                             * @enum {string}
                                             */
                                            window?: "today" | "yesterday" | "last_3d" | "last_7d" | "last_14d" | "last_30d" | "lifetime";
                                        }[];
                                        /**
                                         * match
                                         * @enum {string}
                                         */
                                        match: "all" | "any";
                                    };
                                    /** cool-down */
                                    cooldown_hours: number;
                                    /** rule status */
                                    enabled: boolean;
                                    /** limit of runs per object */
                                    max_executions_per_object: number | null;
                                    /** rule name */
                                    name: string;
                                    /** schedule */
                                    schedule: {
                                        /** days */
                                        days?: number[];
                                        /** hours */
                                        hours?: number[];
                                        /**
                                         * schedule
                                         * @enum {string}
                                         */
                                        kind: "every_30_minutes" | "hourly" | "daily" | "custom";
                                        /** time of day */
                                        time?: string;
                                    };
                                    /** scope */
                                    scope: {
                                        /** chosen objects */
                                        ids?: string[];
                                        /**
                                         * object level
                                         * @enum {string}
                                         */
                                        level: "campaign" | "adset" | "ad";
                                        /** name filter */
                                        name_contains?: string;
                                        /** statuses */
                                        statuses?: ("ACTIVE" | "PAUSED")[];
                                    };
                                };
                                description: string;
                                id: number;
                                name: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                expired: boolean;
                                expires_at: string | null;
                                package: string | null;
                                pending_request: {
                                    created_at: string;
                                    fulfilled_at: string | null;
                                    id: number;
                                    login?: string;
                                    note: string | null;
                                    plan: string;
                                    /** @enum {string} */
                                    status: "pending" | "fulfilled" | "cancelled";
                                    user_id: number;
                                } | null;
                                plan: {
                                    features: string[];
                                    /** @enum {string} */
                                    id: "Starter" | "Pro" | "Agency";
                                    limits: {
                                        ad_accounts: number;
                                        automation_rules: number;
                                        saved_groups: number;
                                        team_members: number;
                                    };
                                    name: string;
                                    price_idr_month: number;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                features: string[];
                                /** @enum {string} */
                                id: "Starter" | "Pro" | "Agency";
                                limits: {
                                    ad_accounts: number;
                                    automation_rules: number;
                                    saved_groups: number;
                                    team_members: number;
                                };
                                name: string;
                                price_idr_month: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** note */
                        note?: string | null;
                        /**
                         * plan
                         * @enum {string}
                         */
                        plan: "Starter" | "Pro" | "Agency";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                fulfilled_at: string | null;
                                id: number;
                                login?: string;
                                note: string | null;
                                plan: string;
                                /** @enum {string} */
                                status: "pending" | "fulfilled" | "cancelled";
                                user_id: number;
                            };
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                cancelled: true;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                plan_name: string;
                                teams: {
                                    created_at: string;
                                    created_by: number;
                                    id: number;
                                    is_owner: boolean;
                                    name: string;
                                    package: string | null;
                                    users: {
                                        id: number;
                                        name: string;
                                        /** @enum {string} */
                                        role: "owner" | "member";
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** team name */
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                created_by: number;
                                id: number;
                                is_owner: boolean;
                                name: string;
                                package: string | null;
                                users: {
                                    id: number;
                                    name: string;
                                    /** @enum {string} */
                                    role: "owner" | "member";
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{id}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                expires_at: string;
                                path: string;
                                team_id: number;
                                token: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                left: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{id}/member/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                removed: number;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    skip?: string;
                };
                header?: {
                    "x-device-id"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                ad_accounts: {
                                    account_id: string;
                                    account_status: number;
                                    currency: string;
                                    facebook_connected: boolean;
                                    id: string;
                                    min_daily_budget: number | null;
                                    name: string;
                                    team: number;
                                }[];
                                ad_accounts_pending: boolean;
                                agree: boolean;
                                facebook_connected: boolean;
                                id: number;
                                language: ("en" | "id") | null;
                                login: string;
                                /** @enum {string} */
                                role: "user" | "cs" | "admin";
                                subscription: {
                                    expires_at: string | null;
                                    package: string | null;
                                };
                                subscription_expired: boolean;
                                suite_id: string;
                                teams: {
                                    created_by: number;
                                    id: number;
                                    name: string;
                                    package: string | null;
                                    users: {
                                        id: number;
                                        name: string;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/agree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** agreement to the terms */
                        agree: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                ad_accounts: {
                                    account_id: string;
                                    account_status: number;
                                    currency: string;
                                    facebook_connected: boolean;
                                    id: string;
                                    min_daily_budget: number | null;
                                    name: string;
                                    team: number;
                                }[];
                                ad_accounts_pending: boolean;
                                agree: boolean;
                                facebook_connected: boolean;
                                id: number;
                                language: ("en" | "id") | null;
                                login: string;
                                /** @enum {string} */
                                role: "user" | "cs" | "admin";
                                subscription: {
                                    expires_at: string | null;
                                    package: string | null;
                                };
                                subscription_expired: boolean;
                                suite_id: string;
                                teams: {
                                    created_by: number;
                                    id: number;
                                    name: string;
                                    package: string | null;
                                    users: {
                                        id: number;
                                        name: string;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                connected_at: string;
                                expires_at: string | null;
                                name: string;
                                picture_url: string | null;
                                platform_user_id: string;
                                scopes: string[];
                                /** @enum {string} */
                                status: "active" | "expired";
                                token_last4: string;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/deletion-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                completed_at: string | null;
                                id: string;
                                requested_at: string;
                                scheduled_for: string;
                                /** @enum {string} */
                                status: "pending" | "completed";
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** user name (to confirm) */
                        confirm: string;
                        /** reason */
                        reason?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                completed_at: string | null;
                                id: string;
                                requested_at: string;
                                scheduled_for: string;
                                /** @enum {string} */
                                status: "pending" | "completed";
                            };
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                cancelled: true;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/disconnect-facebook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** choice to stay logged in */
                        keep_login: boolean;
                        /** reason */
                        reason?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                email: string | null;
                                pending_email: string | null;
                                verified_at: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** e-mail address */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                email: string | null;
                                pending_email: string | null;
                                verified_at: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                email: string | null;
                                pending_email: string | null;
                                verified_at: string | null;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** verification link */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                email: string;
                                /** @enum {boolean} */
                                verified: true;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** captcha */
                        captcha?: {
                            /** captcha answer */
                            answer: string;
                            /** captcha id */
                            id: string;
                        } | null;
                        /** device id */
                        device?: string | null;
                        /** password */
                        password: string;
                        /** token */
                        token?: string | null;
                        /** user name */
                        user: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                ad_accounts: {
                                    account_id: string;
                                    account_status: number;
                                    currency: string;
                                    facebook_connected: boolean;
                                    id: string;
                                    min_daily_budget: number | null;
                                    name: string;
                                    team: number;
                                }[];
                                ad_accounts_pending: boolean;
                                agree: boolean;
                                facebook_connected: boolean;
                                id: number;
                                language: ("en" | "id") | null;
                                login: string;
                                /** @enum {string} */
                                role: "user" | "cs" | "admin";
                                subscription: {
                                    expires_at: string | null;
                                    package: string | null;
                                };
                                subscription_expired: boolean;
                                suite_id: string;
                                teams: {
                                    created_by: number;
                                    id: number;
                                    name: string;
                                    package: string | null;
                                    users: {
                                        id: number;
                                        name: string;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** product news setting */
                        product_news?: boolean;
                        /** rule execution e-mail setting */
                        rule_execution_email?: boolean;
                        /** weekly report setting */
                        weekly_report?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                api_version: string;
                                api_versions: string[];
                                device_fingerprint: string | null;
                                email: string | null;
                                language: ("en" | "id") | null;
                                languages: ("en" | "id")[];
                                login: string;
                                notification: {
                                    product_news: boolean;
                                    rule_execution_email: boolean;
                                    weekly_report: boolean;
                                };
                                plan: {
                                    expires_at: string | null;
                                    package: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** current password */
                        current_password: string;
                        /** new password */
                        new_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                changed: true;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** user name or e-mail address */
                        login: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                sent: true;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/reset/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** reset link */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                valid: true;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** new password */
                        password: string;
                        /** reset link */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                login: string | null;
                                /** @enum {boolean} */
                                reset: true;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/setting/api_version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * API version
                         * @enum {string}
                         */
                        value: "v21.0" | "v20.0" | "v19.0";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                api_version: string;
                                api_versions: string[];
                                device_fingerprint: string | null;
                                email: string | null;
                                language: ("en" | "id") | null;
                                languages: ("en" | "id")[];
                                login: string;
                                notification: {
                                    product_news: boolean;
                                    rule_execution_email: boolean;
                                    weekly_report: boolean;
                                };
                                plan: {
                                    expires_at: string | null;
                                    package: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/setting/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * language
                         * @enum {string}
                         */
                        value: "en" | "id";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                api_version: string;
                                api_versions: string[];
                                device_fingerprint: string | null;
                                email: string | null;
                                language: ("en" | "id") | null;
                                languages: ("en" | "id")[];
                                login: string;
                                notification: {
                                    product_news: boolean;
                                    rule_execution_email: boolean;
                                    weekly_report: boolean;
                                };
                                plan: {
                                    expires_at: string | null;
                                    package: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                api_version: string;
                                api_versions: string[];
                                device_fingerprint: string | null;
                                email: string | null;
                                language: ("en" | "id") | null;
                                languages: ("en" | "id")[];
                                login: string;
                                notification: {
                                    product_news: boolean;
                                    rule_execution_email: boolean;
                                    weekly_report: boolean;
                                };
                                plan: {
                                    expires_at: string | null;
                                    package: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/team/{teamId}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    member?: string;
                    object_type?: string;
                    page?: string;
                    q?: string;
                };
                header?: never;
                path: {
                    teamId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                account_id: string;
                                activity: {
                                    adset_name: string | null;
                                    campaign_name: string | null;
                                    changes: unknown;
                                    object_id: string;
                                    object_name: string;
                                    object_type: string;
                                    original: unknown;
                                };
                                batch_id: string | null;
                                batch_size: number;
                                created_at: string;
                                id: number;
                                rule: {
                                    id: number | null;
                                    link: string | null;
                                    name: string;
                                    run_id: number | null;
                                } | null;
                                team_id: number;
                                undo_refusal: string | null;
                                undoes_activity_id: number | null;
                                undone: {
                                    at: string;
                                    result: {
                                        activity_id: number;
                                        earlier: boolean;
                                        message: string;
                                        object_id: string;
                                        object_name: string;
                                        object_type: string;
                                        /** @enum {string} */
                                        result: "restored" | "conflict" | "unchanged" | "failed" | "not_undoable" | "in_progress";
                                    };
                                    user: {
                                        id: number;
                                        name: string;
                                    };
                                } | null;
                                user: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                            has_more: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    teamId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** list of activities */
                        activities: {
                            /** ad account id */
                            account_id: string;
                            /** activity */
                            activity: {
                                /** ad set name */
                                adset_name?: string | null;
                                /** campaign name */
                                campaign_name?: string | null;
                                /** changes */
                                changes?: unknown;
                                /** object id */
                                object_id: string;
                                /** object name */
                                object_name?: string;
                                /** object type */
                                object_type: string;
                                /** original values */
                                original?: unknown;
                            };
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                recorded: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/team/{teamId}/activity/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    teamId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                batch_id: string | null;
                                results: {
                                    activity_id: number;
                                    earlier: boolean;
                                    message: string;
                                    object_id: string;
                                    object_name: string;
                                    object_type: string;
                                    /** @enum {string} */
                                    result: "restored" | "conflict" | "unchanged" | "failed" | "not_undoable" | "in_progress";
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/team/{teamId}/activity/batches/{batchId}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    batchId: string;
                    teamId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                batch_id: string | null;
                                results: {
                                    activity_id: number;
                                    earlier: boolean;
                                    message: string;
                                    object_id: string;
                                    object_name: string;
                                    object_type: string;
                                    /** @enum {string} */
                                    result: "restored" | "conflict" | "unchanged" | "failed" | "not_undoable" | "in_progress";
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/token-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    force?: "0" | "1" | "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                checked_at: string;
                                /** @enum {string} */
                                status: "ok";
                            } | {
                                message: string;
                                /** @enum {string} */
                                status: "no_adstoken";
                            } | {
                                message: string;
                                /** @enum {string} */
                                reason: "invalid" | "offline_access" | "not_app_token" | "check_failed";
                                /** @enum {string} */
                                status: "disconnected";
                            } | {
                                message: string;
                                /** @enum {string} */
                                status: "unavailable";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/update-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** connect option */
                        connect?: boolean | null;
                        /** Facebook user id */
                        id?: string | number | null;
                        /** Facebook token */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                captcha?: unknown;
                                code: string;
                                field?: string;
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                                graph?: unknown;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                ad_accounts: {
                                    account_id: string;
                                    account_status: number;
                                    currency: string;
                                    facebook_connected: boolean;
                                    id: string;
                                    min_daily_budget: number | null;
                                    name: string;
                                    team: number;
                                }[];
                                ad_accounts_pending: boolean;
                                agree: boolean;
                                facebook_connected: boolean;
                                id: number;
                                language: ("en" | "id") | null;
                                login: string;
                                /** @enum {string} */
                                role: "user" | "cs" | "admin";
                                subscription: {
                                    expires_at: string | null;
                                    package: string | null;
                                };
                                subscription_expired: boolean;
                                suite_id: string;
                                teams: {
                                    created_by: number;
                                    id: number;
                                    name: string;
                                    package: string | null;
                                    users: {
                                        id: number;
                                        name: string;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
